/** The shop's locales (spec §9): French first, Dutch complete; the contract's list. */
export {
  LOCALES as locales,
  DEFAULT_LOCALE as defaultLocale,
  isLocale,
  type Locale,
} from '@gamelle/contract/shared/locales';
