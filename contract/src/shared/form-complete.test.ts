import { describe, expect, it } from 'vitest';
import { isFieldSet, isFormComplete } from './form-complete.ts';

describe('form is complete', () => {
  const rule = {
    required: ['name', 'sterilized'],
    alternatives: [
      ['birthday', 'years', 'months'],
      ['phone', 'email'],
    ],
  };

  it('needs every required field and one field of each alternative group', () => {
    expect(isFormComplete({ name: 'Rex', sterilized: false, years: 0, email: 'a@b.fr' }, rule)).toBe(true);
    expect(isFormComplete({ name: 'Rex', sterilized: false, years: 0 }, rule)).toBe(false);
    expect(isFormComplete({ name: ' ', sterilized: false, years: 0, email: 'a@b.fr' }, rule)).toBe(false);
    expect(isFormComplete({ name: 'Rex', years: 0, email: 'a@b.fr' }, rule)).toBe(false);
    expect(isFormComplete({ name: 'Rex' }, { required: ['name'] })).toBe(true);
  });

  it('counts false and 0 as set, blanks, NaN and empty lists as not', () => {
    expect([false, 0, 'x', ['a'], new Date(0)].every(isFieldSet)).toBe(true);
    expect([undefined, null, '', '  ', Number.NaN, []].some(isFieldSet)).toBe(false);
  });
});
