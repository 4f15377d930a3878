import { describe, expect, it } from 'vitest';
import { createItemFilter, matchesQuery } from './filterItems.ts';

describe('matchesQuery', () => {
  it('ignores case and accents', () => {
    expect(matchesQuery('Épagneul breton', 'epagneul')).toBe(true);
    expect(matchesQuery('Bichon frisé', 'FRISE')).toBe(true);
    expect(matchesQuery('Sacré de Birmanie', 'sacre de')).toBe(true);
  });

  it('matches anywhere in the label', () => {
    expect(matchesQuery('Berger australien', 'austr')).toBe(true);
    expect(matchesQuery('Berger australien', 'labrador')).toBe(false);
  });

  it('keeps everything for an empty query', () => {
    expect(matchesQuery('Beagle', '  ')).toBe(true);
  });
});

describe('createItemFilter', () => {
  it('always keeps pinned items', () => {
    const filter = createItemFilter(['Croisé']);
    expect(filter('Croisé', 'labrador')).toBe(true);
    expect(filter('Beagle', 'labrador')).toBe(false);
    expect(filter('Labrador retriever', 'labrador')).toBe(true);
  });
});
