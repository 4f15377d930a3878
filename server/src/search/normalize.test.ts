import { describe, expect, it } from 'vitest';
import { editDistance, matchQuality, normalize, terms, typoBudget } from './normalize.ts';

describe('search normalisation', () => {
  it('drops accents, case, ligatures and punctuation', () => {
    expect(normalize('Pâtée  Chaton, Œuf & Bœuf!')).toBe('patee chaton oeuf boeuf');
    expect(normalize('Brokken—Kat (gesteriliseerd)')).toBe('brokken kat gesteriliseerd');
  });

  it('drops French and Dutch stop words, unless nothing else is left', () => {
    expect(terms('Croquettes pour le chien')).toEqual(['croquettes', 'chien']);
    expect(terms('brokken voor de kat')).toEqual(['brokken', 'kat']);
    expect(terms('de la')).toEqual(['de', 'la']);
  });
});

describe('typo tolerance', () => {
  it('forgives more typos in longer words', () => {
    expect([typoBudget('rat'), typoBudget('chat'), typoBudget('croquettes')]).toEqual([0, 1, 2]);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('chine', 'chien', 2)).toBe(1);
    expect(editDistance('croquetes', 'croquettes', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('ranks exact words over prefixes over typos, and refuses unrelated words', () => {
    expect(matchQuality('chien', 'chien')).toBe(1);
    expect(matchQuality('croq', 'croquettes')).toBe(0.8);
    expect(matchQuality('chine', 'chien')).toBe(0.6);
    expect(matchQuality('croqeut', 'croquettes')).toBe(0.4);
    expect(matchQuality('chat', 'chien')).toBe(0);
    expect(matchQuality('kat', 'kip')).toBe(0);
  });
});
