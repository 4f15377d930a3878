import { COOKIES } from '@gamelle/contract/shared/cookies';

/** The shop's languages, the contract's list: French is the default (no path prefix), Dutch lives under /nl. */
export {
  LOCALES as locales,
  DEFAULT_LOCALE as defaultLocale,
  isLocale,
  type Locale,
} from '@gamelle/contract/shared/locales';
import type { Locale } from '@gamelle/contract/shared/locales';

/** The countries of the language/country switcher (spec §2): be, fr, nl. */
export const countries = ['be', 'fr', 'nl'] as const;
export type Country = (typeof countries)[number];

/** Cookie names and lifetime (spec §9: the locale cookie lives 365 days), from the contract's one list. */
export const localeCookie = COOKIES.locale.name;
export const countryCookie = COOKIES.country.name;
export const localeCookieMaxAge = COOKIES.locale.maxAgeSeconds;

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
