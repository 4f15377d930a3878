import { describe, expect, it } from 'vitest';
import { detectLocale, preferredLanguages } from './detect-locale.ts';

describe('locale detection', () => {
  it('takes the cookie first', () => {
    expect(detectLocale({ cookieHeader: 'a=1; gamelle_locale=nl', acceptLanguage: 'fr-FR' })).toBe('nl');
    expect(detectLocale({ cookieHeader: 'gamelle_locale=fr', acceptLanguage: 'nl-BE' })).toBe('fr');
  });

  it('ignores a cookie that names no locale of the shop, then reads the browser languages', () => {
    expect(detectLocale({ cookieHeader: 'gamelle_locale=de', acceptLanguage: 'de-DE, nl;q=0.8, fr;q=0.5' })).toBe('nl');
    expect(detectLocale({ acceptLanguage: 'en-GB,en;q=0.9,nl-BE;q=0.4,fr;q=0.6' })).toBe('fr');
    expect(detectLocale({ acceptLanguage: 'NL-be' })).toBe('nl');
  });

  it('falls back to French', () => {
    expect(detectLocale({})).toBe('fr');
    expect(detectLocale({ cookieHeader: '', acceptLanguage: 'en-US, de;q=0.5' })).toBe('fr');
    expect(detectLocale({ acceptLanguage: 'nl;q=0, en' })).toBe('fr');
  });

  it('orders Accept-Language by quality, stable for equal qualities', () => {
    expect(preferredLanguages('da, en-gb;q=0.8, en;q=0.7, fr')).toEqual(['da', 'fr', 'en-gb', 'en']);
    expect(preferredLanguages('*;q=0.5, ;q=1')).toEqual([]);
  });
});
