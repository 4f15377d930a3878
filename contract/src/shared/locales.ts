// Countries, languages, shop locale codes and channels (spec §1, §7, §9).

export const CURRENCY = 'EUR';

/** Countries an address may be in. */
export const COUNTRIES = ['FR', 'BE', 'LU'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

/** Countries a phone number may be entered for (the selector next to the number). */
export const PHONE_COUNTRIES = ['FR', 'BE', 'DE', 'IT', 'LU'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'FR';

/** Site languages: French is the default (no path prefix), Dutch lives under /nl. */
export const LOCALES = ['fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/**
 * BCP 47 tag of a site language, for `<html lang>`, hreflang and every Intl date, number and price format: Dutch is
 * spoken by Belgian customers, so nl-BE ("€ 12,90").
 */
export function languageTag(locale: Locale): 'fr-FR' | 'nl-BE' {
  return locale === 'nl' ? 'nl-BE' : 'fr-FR';
}

/** Shop (Sylius) locale codes sent as `locale`/`localeCode`. */
export const SHOP_LOCALE_CODES = ['fr_FR', 'fr_BE', 'nl_BE'] as const;
export type ShopLocaleCode = (typeof SHOP_LOCALE_CODES)[number];

/**
 * Sales channels: one per site of spec §1 (France in French, Belgium in French, Belgium in Dutch). A channel is the
 * site's language and shop locale code; every channel delivers to the three countries (one price list, in EUR), and
 * the cart's own country (the switcher's, then the shipping address's) sets its shipping fee and free-shipping
 * threshold. `defaultCountry` is the country of a cart created without one.
 */
export const CHANNELS = [
  { code: 'gamelle_fr', locale: 'fr', shopLocaleCode: 'fr_FR', defaultCountry: 'FR' },
  { code: 'gamelle_be', locale: 'fr', shopLocaleCode: 'fr_BE', defaultCountry: 'BE' },
  { code: 'gamelle_nl', locale: 'nl', shopLocaleCode: 'nl_BE', defaultCountry: 'BE' },
] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChannelCode = Channel['code'];
export const CHANNEL_CODES = CHANNELS.map((c) => c.code) as ChannelCode[];
export const DEFAULT_CHANNEL_CODE: ChannelCode = 'gamelle_fr';

/**
 * Countries of the country/language switcher and the country wall: the three delivery countries, never the
 * Netherlands (the shop does not deliver there; Dutch is a language choice, spec §1).
 */
export const SITE_COUNTRIES = ['fr', 'be', 'lu'] as const;
export type SiteCountry = (typeof SITE_COUNTRIES)[number];

/**
 * The channel of a site country and language: Dutch is the Dutch-speaking Belgian site (nl_BE) whatever the country;
 * in French, France is the French site and Belgium and Luxembourg the Belgian one (fr_BE, the Benelux site whose
 * delivery times the delivery page gives together). The country itself travels with the cart (`cartCountryOf`).
 */
export function channelFor(country: SiteCountry, locale: Locale): Channel {
  if (locale === 'nl') return CHANNELS[2];
  return country === 'fr' ? CHANNELS[0] : CHANNELS[1];
}

/** The delivery country of a switcher country (`fr` → `FR`). */
export function countryCodeOf(country: SiteCountry): CountryCode {
  return country.toUpperCase() as CountryCode;
}

/** Languages a customer may choose for e-mails and calls (personal data page). */
export const COMMUNICATION_LANGUAGES = LOCALES;

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'nl';
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
