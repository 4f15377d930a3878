/** The shop's languages: French is the default (no path prefix), Dutch lives under /nl. */
export const locales = ['fr', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/** The countries of the language/country switcher (spec §2): be, fr, nl. */
export const countries = ['be', 'fr', 'nl'] as const;
export type Country = (typeof countries)[number];

/** Cookie names and lifetime (spec §9: the locale cookie lives 365 days). */
export const localeCookie = 'gamelle_locale';
export const countryCookie = 'gamelle_country';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (countries as readonly string[]).includes(value);
}

/** BCP 47 tag for `<html lang>`, hreflang and Intl formatting. */
export function languageTag(locale: Locale): string {
  return locale === 'nl' ? 'nl-BE' : 'fr-FR';
}

/** The country saved by the switcher, if any. */
export function readCookieCountry(cookieHeader: string): Country | undefined {
  const match = new RegExp(`(?:^|;\\s*)${countryCookie}=([^;]*)`).exec(cookieHeader);
  return isCountry(match?.[1]) ? match[1] : undefined;
}

/** The switcher's country, else the country a locale is mostly read in (Dutch: Belgium). */
export function countryOr(cookieHeader: string, locale: Locale): Country {
  return readCookieCountry(cookieHeader) ?? (locale === 'nl' ? 'be' : 'fr');
}
