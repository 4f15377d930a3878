import { describe, expect, it } from 'vitest';
import { formatPrice, pricePlaceholder } from './formatPrice.ts';

const nbsp = '\u00a0';
const narrowNbsp = '\u202f';

describe('formatPrice', () => {
  it('formats cents in French with the euro sign after the amount', () => {
    expect(formatPrice(1290, 'fr')).toBe(`12,90${nbsp}€`);
  });

  it('formats cents in Dutch with the euro sign before the amount', () => {
    expect(formatPrice(1290, 'nl')).toBe(`€${nbsp}12,90`);
  });

  it('groups thousands per locale', () => {
    expect(formatPrice(129000, 'fr')).toBe(`1${narrowNbsp}290,00${nbsp}€`);
    expect(formatPrice(129000, 'nl')).toBe(`€${nbsp}1.290,00`);
  });

  it('formats zero and negative amounts (discounts)', () => {
    expect(formatPrice(0, 'fr')).toBe(`0,00${nbsp}€`);
    expect(formatPrice(-500, 'nl')).toBe(`€${nbsp}-5,00`);
  });

  it.each([12.9, Number.NaN, Number.POSITIVE_INFINITY, '1290', null, undefined, 2 ** 60])(
    'refuses %s, which is not a whole number of cents',
    (value) => {
      expect(formatPrice(value, 'fr')).toBeNull();
    },
  );
});

describe('pricePlaceholder', () => {
  it('keeps the locale shape with dashes for digits', () => {
    expect(pricePlaceholder('fr')).toBe(`–,––${nbsp}€`);
    expect(pricePlaceholder('nl')).toBe(`€${nbsp}–,––`);
  });
});
