import { PET_BREEDS } from '@gamelle/contract/pet/breeds';
import { CROSSBREED_ID } from '@gamelle/contract/pet/options';
import type { PetType } from '@gamelle/contract/pet/rules';
import type { Animal } from '@gamelle/contract/pet/schema';
import type { Locale } from '../shared/index.ts';
import { formatKg, yearsAndMonths } from './format.ts';

/**
 * A pet as the pet form edits it, in the account and in the guides: its age today (the server counts it) when it was
 * given as an age, its weight in the page's number format.
 */
export function petFormValues(pet: Animal, locale: Locale): Record<string, unknown> {
  const { years, months } = yearsAndMonths(pet.ageInMonths);
  return {
    type: pet.petType,
    gender: pet.petGender,
    name: pet.name,
    breed: pet.breed,
    crossbreed: pet.crossbreed,
    birthday: pet.birthday ?? '',
    years: pet.birthday ? '' : String(years),
    months: pet.birthday ? '' : String(months),
    sterilized: pet.sterilized,
    weight: formatKg(pet.weight, locale),
    condition: pet.condition,
    activity: pet.activity,
    feature: pet.feature,
    feeds: pet.feeds,
    kibbleBrand: pet.kibbleBrand,
    oldKibbleBrand: pet.oldKibbleBrand ?? '',
    onlyThisBrandSinceAlways: pet.onlyThisBrandSinceAlways,
  };
}

/** The breeds of a type in the page's language, the crossbreed entry left out (the form pins its own). */
export function breedsOf(type: PetType, locale: Locale) {
  return PET_BREEDS[type].filter((breed) => breed.id !== CROSSBREED_ID).map((b) => ({ id: b.id, label: b[locale] }));
}
