import { describe, expect, it } from 'vitest';
import { iconPaths } from '../Icon/iconPaths.ts';
import { formatCount, formatScore, ratingFill, shiftPath, starRow } from './rating.ts';

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

  it('moves a path right by its absolute commands only', () => {
    expect(shiftPath('M12 3l2.8 5.8L12 17.4l-5.5 2.9L3 9.7z', 26.4)).toBe(
      'M38.4 3l2.8 5.8L38.4 17.4l-5.5 2.9L29.4 9.7z',
    );
    expect(shiftPath('M12 3l1 1z', 0)).toBe('M12 3l1 1z');
  });

  it('draws a row of stars as one path, a star and a 2 px gap apart, as the icons were side by side', () => {
    const star = iconPaths['star-filled'][0]!;
    const standard = starRow(5, 20);
    // 5 stars of 20 px and 4 gaps of 2 px; 2 px is 2.4 units of a 24-unit star drawn at 20 px.
    expect(standard.width).toBe(108);
    expect(standard.viewBox).toBe('0 0 129.6 24');
    expect(standard.path.startsWith(star)).toBe(true);
    expect(standard.path.match(/M/g)).toHaveLength(5);
    expect(standard.path).toContain('M117.6 3l');
    const small = starRow(5, 16);
    expect(small.width).toBe(88);
    expect(small.viewBox).toBe('0 0 132 24');
    expect(small.path).toContain('M120 3l');
    expect(starRow(0, 20)).toEqual({ viewBox: '0 0 0 24', width: 0, path: '' });
  });
});
