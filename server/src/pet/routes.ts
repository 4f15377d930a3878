// `/shop/animals` (the customer's pets), the animal types and genders they point to, and the breed search (spec §3).
// HTTP only, the rules are in service.ts.
import { animalBodySchema, breedSearchQuerySchema, searchPetBreeds } from '@gamelle/contract/pet';
import { ANIMAL_GENDER_IRIS, ANIMAL_TYPE_IRIS, PET_TYPES } from '@gamelle/contract/pet/rules';
import { PET_GENDERS } from '@gamelle/contract/pet/schema';
import { Hono } from 'hono';
import { type CustomerEnv, requiredCustomer } from '../customer/middleware.ts';
import { readQuery } from '../shared/http/body.ts';
import { parseId } from '../shared/http/ids.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { HttpProblem, notFound, violation } from '../shared/http/problems.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { PET_PHOTO_MAX_BYTES, PET_PHOTO_MAX_MB } from '@gamelle/contract/pet/photo';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { constraintViolationList } from '@gamelle/contract/shared/errors';
import { bodyLimit } from 'hono/body-limit';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as animals from './service.ts';
import { uploadAuthentication, uploadPhoto } from './photos.ts';

const typeNames = { dog: { fr: 'Chien', nl: 'Hond' }, cat: { fr: 'Chat', nl: 'Kat' } } as const;
const genderNames = { male: { fr: 'Mâle', nl: 'Mannetje' }, female: { fr: 'Femelle', nl: 'Vrouwtje' } } as const;

/** Mounted at `/v2/shop`. */
export function petRoutes(services: Services): Hono<CustomerEnv> {
  const me = requiredCustomer(services);
  const routes = new Hono<CustomerEnv>();

  routes.get('/animals', me, async (c) =>
    c.json(await animals.listAnimals(services, c.var.me.customerId, requestLocale(c))),
  );

  routes.post('/animals', me, json(animalBodySchema, 'pet'), async (c) =>
    c.json(await animals.createAnimal(services, c.var.me.customerId, c.req.valid('json'), requestLocale(c)), 201),
  );

  routes.get('/animals/:id', me, async (c) =>
    c.json(await animals.readAnimal(services, c.var.me.customerId, parseId(c.req.param('id')), requestLocale(c))),
  );

  routes.put('/animals/:id', me, json(animalBodySchema, 'pet'), async (c) =>
    c.json(
      await animals.updateAnimal(
        services,
        c.var.me.customerId,
        parseId(c.req.param('id')),
        c.req.valid('json'),
        requestLocale(c),
      ),
    ),
  );

  routes.delete('/animals/:id', me, async (c) => {
    await animals.deleteAnimal(services, c.var.me.customerId, parseId(c.req.param('id')));
    return c.body(null, 204);
  });

  routes.get('/animal-types/:id', (c) => {
    const code = PET_TYPES.find((type) => ANIMAL_TYPE_IRIS[type] === `/api/v2/shop/animal-types/${c.req.param('id')}`);
    if (!code) throw notFound('Animal type not found');
    const id = PET_TYPES.indexOf(code) + 1;
    return c.json({
      '@id': ANIMAL_TYPE_IRIS[code],
      '@type': 'AnimalType',
      id,
      code,
      name: typeNames[code][requestLocale(c)],
    });
  });

  routes.get('/animal-genders/:id', (c) => {
    const code = PET_GENDERS.find((g) => ANIMAL_GENDER_IRIS[g] === `/api/v2/shop/animal-genders/${c.req.param('id')}`);
    if (!code) throw notFound('Animal gender not found');
    const id = PET_GENDERS.indexOf(code) + 1;
    return c.json({
      '@id': ANIMAL_GENDER_IRIS[code],
      '@type': 'AnimalGender',
      id,
      code,
      name: genderNames[code][requestLocale(c)],
    });
  });

  routes.get('/animal-breeds', (c) => {
    const query = readQuery(c, breedSearchQuerySchema, 'breedSearch');
    const found = searchPetBreeds(query.type, query.q ?? '', requestLocale(c));
    return c.json({
      'hydra:member': found.map((breed) => ({ ...breed, crossbreed: breed.id === 'crossbreed' })),
      'hydra:totalItems': found.length,
    });
  });

  // Photos (spec §7 image hosting): a one-time signature, then the multipart upload.
  routes.get('/images/authentication', me, async (c) =>
    c.json(await uploadAuthentication(services, c.var.me.customerId)),
  );

  routes.post('/images/upload', me, photoBodyLimit, async (c) => {
    const locale = requestLocale(c);
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const form = type.startsWith('multipart/form-data') ? await c.req.parseBody().catch(() => null) : null;
    if (!form) throw violation('file', 'missing_upload_data', serverMessage(locale, 'missing_upload_data'));
    const part = (name: string) => form[name];
    const parts = {
      file: part('file'),
      fileName: part('fileName'),
      tags: part('tags'),
      publicKey: part('publicKey'),
      signature: part('signature'),
      expire: part('expire'),
      token: part('token'),
      customMetadata: part('customMetadata'),
    };
    return c.json(await uploadPhoto(services, c.var.me.customerId, parts, locale), 201);
  });

  return routes;
}

/** The upload's own limit (the API's 64 KiB JSON limit skips this path, app.ts): the photo's maximum and its form. */
export const photoUploadPath = '/v2/shop/images/upload';
const photoBodyLimit = bodyLimit({
  maxSize: PET_PHOTO_MAX_BYTES + 64 * 1024,
  onError: (c) => {
    const locale = requestLocale(c);
    const params = { maxMb: PET_PHOTO_MAX_MB };
    const message = formErrorMessage(locale, { form: 'petPhoto', field: 'file', code: 'file_too_large', params });
    throw new HttpProblem(
      413,
      constraintViolationList([{ propertyPath: 'file', code: 'file_too_large', message, params }]),
      { Connection: 'close' },
    );
  },
});
