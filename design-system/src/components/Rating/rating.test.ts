import { describe, expect, it } from 'vitest';
import { formatCount, formatScore, ratingFill } from './rating.ts';

describe('rating helpers', () => {
  it('fills a share of the stars row', () => {
    expect(ratingFill(4.71, 5)).toBeCloseTo(0.942);
    expect(ratingFill(7, 5)).toBe(1);
    expect(ratingFill(-1, 5)).toBe(0);
    expect(ratingFill(Number.NaN, 5)).toBe(0);
  });

  it('formats the score and the count per locale', () => {
    expect(formatScore(4.71, 'fr')).toBe('4,71');
    expect(formatScore(4.5, 'nl')).toBe('4,5');
    expect(formatScore(4.719, 'fr')).toBe('4,72');
    expect(formatCount(25769, 'fr')).toBe('25\u202f769');
    expect(formatCount(25769, 'nl')).toBe('25.769');
  });
});
