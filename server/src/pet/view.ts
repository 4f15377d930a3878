import { findPetBreed, petAgeInMonths } from '@gamelle/contract/pet';
import { animalSchema, type Animal } from '@gamelle/contract/pet/schema';
import { ANIMAL_GENDER_IRIS, ANIMAL_TYPE_IRIS, type PetType } from '@gamelle/contract/pet/rules';
import type { Locale } from '@gamelle/contract';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { checked } from '../shared/http/checked.ts';
import type { AnimalWithPhoto, PhotoRow } from './repository.ts';

/** Where an uploaded image is served (resized on request like every image: `?w=&h=&format=`). */
export const uploadedImagesPath = '/api/uploads/images';

export const extensionOfMime: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function photoUrl(photo: Pick<PhotoRow, 'file_id' | 'mime'>): string {
  return `${uploadedImagesPath}/${photo.file_id}.${extensionOfMime[photo.mime] ?? 'jpg'}`;
}

export function photoView(photo: PhotoRow) {
  return {
    fileId: photo.file_id,
    url: photoUrl(photo),
    fileHash: photo.file_hash,
    width: photo.width,
    height: photo.height,
  };
}

/** A pet as the Shop API answers it, its breed named in `locale` and its age counted on `today`. */
export function animalView(row: AnimalWithPhoto, locale: Locale, today: string): Animal {
  const type = row.type as PetType;
  const gender = row.gender as 'male' | 'female';
  const age = { birthday: row.birthday, years: row.age_years, months: row.age_months, ageGivenOn: row.age_given_on };
  return checked(
    animalSchema,
    {
      '@id': shopIri('animals', row.id),
      '@type': 'Animal',
      id: row.id,
      type: ANIMAL_TYPE_IRIS[type],
      gender: ANIMAL_GENDER_IRIS[gender],
      petType: type,
      petGender: gender,
      name: row.name,
      breed: row.breed,
      breedName: findPetBreed(type, row.breed)?.[locale] ?? row.breed,
      crossbreed: row.breed === 'crossbreed',
      ...age,
      ageInMonths: petAgeInMonths(age, today),
      weight: row.weight_grams / 1000,
      sterilized: row.sterilized === 1,
      condition: row.condition as Animal['condition'],
      activity: row.activity,
      feature: row.feature,
      feeds: JSON.parse(row.feeds) as string[],
      kibbleBrand: row.kibble_brand,
      oldKibbleBrand: row.old_kibble_brand,
      onlyThisBrandSinceAlways: row.only_this_brand === 1,
      photo: row.photo ? photoView(row.photo) : null,
      customer: shopIri('customers', row.customer_id),
    },
    'animal',
  );
}
