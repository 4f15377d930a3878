// The breeds a pet form searches (spec §3: "breed (search, crossbreed option/flag)"), per animal type, with their
// French and Dutch names. The server answers `GET /shop/animal-breeds?type=&q=` from this list and refuses a breed
// that is not in it for the pet's type; the crossbreed entry (`CROSSBREED_ID`) is always offered first.
import type { Locale } from '../shared/locales.ts';
import { normalizeForSearch } from './search-text.ts';
import { CROSSBREED_ID } from './options.ts';
import type { PetType } from './rules.ts';

export interface PetBreed {
  id: string;
  fr: string;
  nl: string;
}

const crossbreed: PetBreed = { id: CROSSBREED_ID, fr: 'Croisé ou sans race', nl: 'Kruising of geen ras' };

export const PET_BREEDS: Record<PetType, readonly PetBreed[]> = {
  dog: [
    crossbreed,
    { id: 'beagle', fr: 'Beagle', nl: 'Beagle' },
    { id: 'berger-allemand', fr: 'Berger allemand', nl: 'Duitse herder' },
    { id: 'berger-australien', fr: 'Berger australien', nl: 'Australische herder' },
    { id: 'bouledogue-francais', fr: 'Bouledogue français', nl: 'Franse bulldog' },
    { id: 'border-collie', fr: 'Border collie', nl: 'Bordercollie' },
    { id: 'boxer', fr: 'Boxer', nl: 'Boxer' },
    { id: 'cavalier-king-charles', fr: 'Cavalier King Charles', nl: 'Cavalier King Charles-spaniël' },
    { id: 'chihuahua', fr: 'Chihuahua', nl: 'Chihuahua' },
    { id: 'cocker-anglais', fr: 'Cocker anglais', nl: 'Engelse cockerspaniël' },
    { id: 'golden-retriever', fr: 'Golden retriever', nl: 'Golden retriever' },
    { id: 'jack-russell', fr: 'Jack Russell terrier', nl: 'Jackrussellterriër' },
    { id: 'labrador', fr: 'Labrador retriever', nl: 'Labrador retriever' },
    { id: 'malinois', fr: 'Berger belge malinois', nl: 'Mechelse herder' },
    { id: 'yorkshire', fr: 'Yorkshire terrier', nl: 'Yorkshireterriër' },
    { id: 'dogue-allemand', fr: 'Dogue allemand', nl: 'Duitse dog' },
  ],
  cat: [
    crossbreed,
    { id: 'europeen', fr: 'Européen', nl: 'Europese korthaar' },
    { id: 'bengal', fr: 'Bengal', nl: 'Bengaal' },
    { id: 'british-shorthair', fr: 'British shorthair', nl: 'Britse korthaar' },
    { id: 'chartreux', fr: 'Chartreux', nl: 'Karthuizer' },
    { id: 'maine-coon', fr: 'Maine coon', nl: 'Maine coon' },
    { id: 'persan', fr: 'Persan', nl: 'Pers' },
    { id: 'ragdoll', fr: 'Ragdoll', nl: 'Ragdoll' },
    { id: 'sacre-de-birmanie', fr: 'Sacré de Birmanie', nl: 'Heilige Birmaan' },
    { id: 'siamois', fr: 'Siamois', nl: 'Siamees' },
    { id: 'sphynx', fr: 'Sphynx', nl: 'Sphynx' },
  ],
};

/** The breed `id` of `type`, or undefined when the type has no such breed. */
export function findPetBreed(type: PetType, id: string): PetBreed | undefined {
  return PET_BREEDS[type].find((breed) => breed.id === id);
}

/**
 * The breeds of `type` whose name (in `locale`) or id contains `query`, accents and case ignored; the crossbreed
 * entry always comes first, whatever the query, so a pet of no breed can always be entered.
 */
export function searchPetBreeds(type: PetType, query: string, locale: Locale): { id: string; label: string }[] {
  const wanted = normalizeForSearch(query);
  return PET_BREEDS[type]
    .filter((breed) => breed.id === CROSSBREED_ID || wanted === '' || matches(breed, wanted))
    .map((breed) => ({ id: breed.id, label: breed[locale] }));
}

function matches(breed: PetBreed, wanted: string): boolean {
  return [breed.fr, breed.nl, breed.id].some((text) => normalizeForSearch(text).includes(wanted));
}
