import { describe, expect, it } from 'vitest';
import { birthdayDateBounds, initialBirthdayMode, isBirthdayFilled } from './birthday.ts';

describe('isBirthdayFilled', () => {
  it('is not filled when nothing is set', () => {
    expect(isBirthdayFilled({})).toBe(false);
    expect(isBirthdayFilled({ birthday: '', years: '', months: '' })).toBe(false);
    expect(isBirthdayFilled({ birthday: '  ', years: null, months: Number.NaN })).toBe(false);
  });

  it('is filled by the date alone', () => {
    expect(isBirthdayFilled({ birthday: '2020-05-01', years: '', months: '' })).toBe(true);
  });

  it('is filled by years alone or months alone, zero included', () => {
    expect(isBirthdayFilled({ years: '3' })).toBe(true);
    expect(isBirthdayFilled({ months: '0' })).toBe(true);
    expect(isBirthdayFilled({ years: 0 })).toBe(true);
  });

  it('counts a value that does not parse as set, so validation can say it is invalid', () => {
    expect(isBirthdayFilled({ years: 'deux' })).toBe(true);
  });
});

describe('birthdayDateBounds', () => {
  it('goes from 1970-01-01 to today', () => {
    expect(birthdayDateBounds(new Date(2026, 10, 21, 23, 30))).toEqual({ min: '1970-01-01', max: '2026-11-21' });
  });
});

describe('initialBirthdayMode', () => {
  it('opens on the date unless only an age is known', () => {
    expect(initialBirthdayMode({})).toBe('date');
    expect(initialBirthdayMode({ birthday: '2021-01-01', years: 2 })).toBe('date');
    expect(initialBirthdayMode({ years: 2 })).toBe('age');
    expect(initialBirthdayMode({ months: '4' })).toBe('age');
  });
});
