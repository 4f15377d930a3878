import { describe, expect, it } from 'vitest';
import { COOKIES, readCookie } from './cookies.ts';
import { languageTag, LOCALES } from './locales.ts';

describe("the shop's cookies", () => {
  it("are named once each, under the shop's prefix", () => {
    const names = Object.values(COOKIES).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^gamelle_[a-z_]+$/);
  });

  it('are read one at a time, a malformed value as none', () => {
    expect(readCookie('x=1;  gamelle_cart=abc%20d ; y', 'gamelle_cart')).toBe('abc d');
    expect(readCookie('xgamelle_cart=1; gamelle_cart=2', 'gamelle_cart')).toBe('2');
    expect(readCookie('gamelle_cart=%E0%A4%A', 'gamelle_cart')).toBeUndefined();
    expect(readCookie('', 'gamelle_cart')).toBeUndefined();
    expect(readCookie(null, 'gamelle_cart')).toBeUndefined();
  });
});

describe("the languages' tags", () => {
  it('are French of France and Dutch of Belgium', () => {
    expect(LOCALES.map(languageTag)).toEqual(['fr-FR', 'nl-BE']);
  });
});
