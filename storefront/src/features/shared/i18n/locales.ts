import { COOKIES, readCookie } from '@gamelle/contract/shared/cookies';

/** The shop's languages, the contract's list: French is the default (no path prefix), Dutch lives under /nl. */
export {
  LOCALES as locales,
  DEFAULT_LOCALE as defaultLocale,
  isLocale,
  languageTag,
  type Locale,
} from '@gamelle/contract/shared/locales';
import { SITE_COUNTRIES, type Locale, type SiteCountry as Country } from '@gamelle/contract/shared/locales';

/**
 * The countries of the country/language switcher and the country wall: France, Belgium, Luxembourg, the delivery
 * countries (the contract's SITE_COUNTRIES). The country picks the channel with the language and the cart's shipping.
 */
export { SITE_COUNTRIES as countries, type SiteCountry as Country } from '@gamelle/contract/shared/locales';

/** Cookie names and lifetime (spec §9: the locale cookie lives 365 days), from the contract's one list. */
export const localeCookie = COOKIES.locale.name;
export const countryCookie = COOKIES.country.name;
export const localeCookieMaxAge = COOKIES.locale.maxAgeSeconds;

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (SITE_COUNTRIES as readonly string[]).includes(value);
}

/**
 * The country saved by the switcher, if any. The switcher once offered `nl` for the Dutch-speaking Belgian site:
 * such a saved choice is Belgium (the language is saved apart).
 */
export function readCookieCountry(cookieHeader: string): Country | undefined {
  const value = readCookie(cookieHeader, countryCookie);
  const saved = value === 'nl' ? 'be' : value;
  return isCountry(saved) ? saved : undefined;
}

/** The switcher's country, else the country a locale is mostly read in (Dutch: Belgium). */
export function countryOr(cookieHeader: string, locale: Locale): Country {
  return readCookieCountry(cookieHeader) ?? localeCountry(locale);
}

/** The country a language is mostly read in when the switcher saved none: Dutch is Belgium, French is France. */
export function localeCountry(locale: Locale): Country {
  return locale === 'nl' ? 'be' : 'fr';
}
