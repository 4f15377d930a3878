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

/** Shop (Sylius) locale codes sent as `locale`/`localeCode`. */
export const SHOP_LOCALE_CODES = ['fr_FR', 'fr_BE', 'nl_BE'] as const;
export type ShopLocaleCode = (typeof SHOP_LOCALE_CODES)[number];

/** Sales channels: one per site of spec §1 (France in French, Belgium in French, Belgium in Dutch). */
export const CHANNELS = [
  { code: 'gamelle_fr', country: 'fr', locale: 'fr', shopLocaleCode: 'fr_FR' },
  { code: 'gamelle_be', country: 'be', locale: 'fr', shopLocaleCode: 'fr_BE' },
  { code: 'gamelle_nl', country: 'nl', locale: 'nl', shopLocaleCode: 'nl_BE' },
] as const;
export type Channel = (typeof CHANNELS)[number];
export type ChannelCode = Channel['code'];
export const CHANNEL_CODES = CHANNELS.map((c) => c.code) as ChannelCode[];
export const DEFAULT_CHANNEL_CODE: ChannelCode = 'gamelle_fr';

/** Values of the country/language switcher (spec §2: country be, fr, nl; language fr, nl). */
export const SITE_COUNTRIES = ['fr', 'be', 'nl'] as const;
export type SiteCountry = (typeof SITE_COUNTRIES)[number];

/** The channel of a site country and language, falling back to the French site. */
export function channelFor(country: SiteCountry, locale: Locale): Channel {
  if (locale === 'nl') return CHANNELS[2];
  return country === 'be' ? CHANNELS[1] : CHANNELS[0];
}

/** Languages a customer may choose for e-mails and calls (personal data page). */
export const COMMUNICATION_LANGUAGES = LOCALES;

export function isLocale(value: unknown): value is Locale {
  return value === 'fr' || value === 'nl';
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}
