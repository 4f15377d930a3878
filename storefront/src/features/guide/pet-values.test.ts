import type { Animal } from '@gamelle/contract/pet/schema';
import { describe, expect, it } from 'vitest';
import { answersOf, petBodyWith, valuesWithAnswers } from './pet-values.ts';

const pet = {
  id: 7,
  petType: 'cat',
  petGender: 'male',
  name: 'Filou',
  breed: 'europeen',
  crossbreed: false,
  birthday: '2026-06-01',
  years: null,
  months: null,
  ageGivenOn: null,
  ageInMonths: 6,
  weight: 3.5,
  sterilized: false,
  condition: 'good',
  activity: 'high',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
  oldKibbleBrand: null,
  onlyThisBrandSinceAlways: false,
} as unknown as Animal;

describe('the pet between its profile, the URL and the form', () => {
  it('lays the URL’s answers over the pet, the birthday group as one', () => {
    const values = valuesWithAnswers(pet, { years: '3', months: '0', sterilized: 'true', feeds: 'dry,wet' }, 'fr');
    expect(values).toMatchObject({ birthday: '', years: '3', months: '0', sterilized: true, feeds: ['dry', 'wet'] });
    expect(valuesWithAnswers(pet, {}, 'fr')).toMatchObject({ birthday: '2026-06-01', weight: '3,5' });
    // The pet form's own reading in Dutch too (Belgian Dutch writes 3,5), as the account's pet form shows it.
    expect(valuesWithAnswers(pet, {}, 'nl')).toMatchObject({ weight: '3,5' });
  });

  it('writes a step’s values for the URL, clearing the birthday group’s other half', () => {
    expect(answersOf({ years: 3, months: 0, birthday: undefined, sterilized: true, weight: 4.2 })).toEqual({
      years: '3',
      months: '0',
      birthday: undefined,
      sterilized: 'true',
      weight: '4.2',
    });
  });

  it('saves the whole pet with the answers: numbers as numbers, the date left out when an age was given', () => {
    const body = petBodyWith(pet, { years: '3', months: '0', weight: '4,2' }, 'fr') as unknown as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ type: 'cat', name: 'Filou', years: 3, months: 0, weight: 4.2, feeds: ['dry'] });
    expect(body).not.toHaveProperty('birthday');
  });
});
