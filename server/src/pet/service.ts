// The pets' rules: a customer sees and changes only their own pets (another's is a 404, never a 403); the body is
// the account's pet form (contract `animalBodySchema`); the birthday may not be after the shop's today, read from
// the server's `Clock` (the form checks the browser's day, the server its own). No HTTP here.
import type { Locale } from '@gamelle/contract';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { shopDate } from '@gamelle/contract/pet/age';
import type { AnimalValues } from '@gamelle/contract/pet/schema';
import { notFound, violation } from '../shared/http/problems.ts';
import { serverMessage } from '../shared/http/messages.ts';
import type { Services } from '../shared/services.ts';
import * as repository from './repository.ts';
import { animalView } from './view.ts';

export function shopToday(services: Services): string {
  return shopDate(services.clock.now());
}

export async function listAnimals(services: Services, customerId: number, locale: Locale) {
  const rows = await repository.animalsOf(services.db, customerId);
  const today = shopToday(services);
  return {
    '@context': '/api/v2/contexts/Animal',
    ...hydraCollection(
      rows.map((row) => animalView(row, locale, today)),
      '/api/v2/shop/animals',
    ),
  };
}

export async function readAnimal(services: Services, customerId: number, id: number | null, locale: Locale) {
  return animalView(await ownAnimal(services, customerId, id), locale, shopToday(services));
}

export async function createAnimal(services: Services, customerId: number, body: AnimalValues, locale: Locale) {
  const values = await columns(services, customerId, body, locale, null);
  const id = await repository.insertAnimal(services.db, customerId, values, new Date().toISOString());
  return readAnimal(services, customerId, id, locale);
}

export async function updateAnimal(
  services: Services,
  customerId: number,
  id: number | null,
  body: AnimalValues,
  locale: Locale,
) {
  const animal = await ownAnimal(services, customerId, id);
  const values = await columns(services, customerId, body, locale, animal);
  await repository.updateAnimal(services.db, customerId, animal.id, values, new Date().toISOString());
  return readAnimal(services, customerId, animal.id, locale);
}

export async function deleteAnimal(services: Services, customerId: number, id: number | null): Promise<void> {
  const animal = await ownAnimal(services, customerId, id);
  await repository.deleteAnimal(services.db, customerId, animal.id);
}

export async function ownAnimal(
  services: Services,
  customerId: number,
  id: number | null,
): Promise<repository.AnimalWithPhoto> {
  const row = id === null ? undefined : await repository.findOwnAnimal(services.db, customerId, id);
  if (!row) throw notFound('Animal not found');
  return row;
}

async function columns(
  services: Services,
  customerId: number,
  body: AnimalValues,
  locale: Locale,
  existing: repository.AnimalRow | null,
): Promise<repository.AnimalColumns> {
  const today = shopToday(services);
  if (body.birthday !== undefined && body.birthday > today) {
    const params = { max: today };
    throw violation(
      'birthday',
      'date_too_late',
      formErrorMessage(locale, { form: 'pet', field: 'birthday', code: 'date_too_late', params }),
    );
  }
  let photo = existing?.photo_file_id ?? null;
  if (body.photo === null) photo = null;
  else if (body.photo !== undefined) {
    if (!(await repository.findOwnPhoto(services.db, customerId, body.photo)))
      throw violation('photo', 'unknown_photo', serverMessage(locale, 'unknown_photo'));
    photo = body.photo;
  }
  const byAge = body.birthday === undefined;
  return {
    type: body.type,
    gender: body.gender,
    name: body.name,
    breed: body.breed,
    birthday: body.birthday ?? null,
    age_years: byAge ? (body.years ?? 0) : null,
    age_months: byAge ? (body.months ?? 0) : null,
    age_given_on: byAge ? today : null,
    weight_grams: Math.round(body.weight * 1000),
    sterilized: body.sterilized ? 1 : 0,
    condition: body.condition,
    activity: body.activity,
    feature: body.feature,
    feeds: JSON.stringify(body.feeds),
    kibble_brand: body.kibbleBrand,
    old_kibble_brand: body.oldKibbleBrand ?? null,
    only_this_brand: body.onlyThisBrandSinceAlways ? 1 : 0,
    photo_file_id: photo,
  };
}
