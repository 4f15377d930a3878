import { languageTag } from '@gamelle/contract/shared/locales';
/** The shop's two languages; prices are always euros (spec §9). */
export type PriceLocale = 'fr' | 'nl';

const formatters = new Map<PriceLocale, Intl.NumberFormat>();

/**
 * Formats integer cents as a euro amount: fr "12,90 €", nl "€ 12,90" (Intl's no-break spaces kept).
 * Returns null for anything that is not a whole number of cents, so the caller shows the placeholder
 * instead of a misleading amount (a float here means a bug upstream: prices are cents everywhere).
 */
export function formatPrice(cents: unknown, locale: PriceLocale): string | null {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) return null;
  return formatter(locale).format(cents / 100);
}

/** The amount's shape with every digit replaced by a dash: fr "–,–– €", nl "€ –,––". */
export function pricePlaceholder(locale: PriceLocale): string {
  return formatter(locale).format(0).replace(/\d/g, '–');
}

function formatter(locale: PriceLocale): Intl.NumberFormat {
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: 'EUR' });
    formatters.set(locale, found);
  }
  return found;
}
