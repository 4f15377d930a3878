import { describe, expect, it } from 'vitest';
import { DELIVERY_FREQUENCY_CODES_BY_UNIT, frequencyInWords } from './frequencies.ts';

describe('frequencies in plain words', () => {
  it('reads weeks first, then months, each in plain French and Dutch', () => {
    expect(DELIVERY_FREQUENCY_CODES_BY_UNIT.map((code) => frequencyInWords(code, 'fr'))).toEqual([
      'Toutes les 3 semaines',
      'Toutes les 6 semaines',
      'Toutes les 7 semaines',
      'Toutes les 10 semaines',
      'Toutes les 11 semaines',
      'Tous les mois',
      'Tous les 2 mois',
      'Tous les 3 mois',
      'Tous les 4 mois',
      'Tous les 5 mois',
    ]);
    expect(DELIVERY_FREQUENCY_CODES_BY_UNIT.map((code) => frequencyInWords(code, 'nl'))).toEqual([
      'Elke 3 weken',
      'Elke 6 weken',
      'Elke 7 weken',
      'Elke 10 weken',
      'Elke 11 weken',
      'Elke maand',
      'Elke 2 maanden',
      'Elke 3 maanden',
      'Elke 4 maanden',
      'Elke 5 maanden',
    ]);
    expect(DELIVERY_FREQUENCY_CODES_BY_UNIT).toEqual([21, 42, 49, 70, 77, 31, 62, 93, 124, 155]);
  });
});
