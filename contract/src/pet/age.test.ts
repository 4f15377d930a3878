import { describe, expect, it } from 'vitest';
import { petAgeInMonths, shopDate, wholeMonthsBetween } from './age.ts';
import { searchPetBreeds } from './breeds.ts';

describe('pet age', () => {
  it('counts whole months, a month not yet complete on the day before its date', () => {
    expect(wholeMonthsBetween('2024-01-31', '2024-02-29')).toBe(0);
    expect(wholeMonthsBetween('2024-01-15', '2024-02-15')).toBe(1);
    expect(wholeMonthsBetween('2020-06-10', '2026-06-09')).toBe(71);
    expect(wholeMonthsBetween('2026-06-10', '2026-01-01')).toBe(0);
  });
  it('grows an age given in years and months with the months since it was given', () => {
    const given = { birthday: null, years: 1, months: 2, ageGivenOn: '2026-01-10' };
    expect(petAgeInMonths(given, '2026-01-10')).toBe(14);
    expect(petAgeInMonths(given, '2026-04-10')).toBe(17);
    expect(petAgeInMonths({ birthday: '2025-11-23', years: null, months: null, ageGivenOn: null }, '2026-11-23')).toBe(
      12,
    );
  });
  it("reads the shop's calendar day in Paris", () => {
    expect(shopDate(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(shopDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});

describe('breed search', () => {
  it('finds breeds by either language, accents ignored, the crossbreed entry always first', () => {
    expect(searchPetBreeds('dog', 'DUITSE', 'fr').map((b) => b.id)).toEqual([
      'crossbreed',
      'berger-allemand',
      'dogue-allemand',
    ]);
    expect(searchPetBreeds('cat', 'europeen', 'nl')).toEqual([
      { id: 'crossbreed', label: 'Kruising of geen ras' },
      { id: 'europeen', label: 'Europese korthaar' },
    ]);
    expect(searchPetBreeds('cat', 'zzz', 'fr')).toHaveLength(1);
  });
});
