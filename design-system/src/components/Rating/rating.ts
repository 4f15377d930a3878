import { languageTag } from '@gamelle/contract/shared/locales';
import type { Locale } from '../../i18n/locales.ts';

/** Share of the stars row to fill, 0..1, for a score out of `max` (out-of-range scores are clamped). */
export function ratingFill(value: number, max: number): number {
  if (!Number.isFinite(value) || max <= 0) return 0;
  return Math.min(1, Math.max(0, value / max));
}

/** "4,71" (two decimals at most, as stated on the shop: 4.71 out of 5). */
export function formatScore(value: number, locale: Locale): string {
  return formatter(scoreFormatters, locale, { maximumFractionDigits: 2 }).format(value);
}

/** "25 769" / "25.769". */
export function formatCount(count: number, locale: Locale): string {
  return formatter(countFormatters, locale, {}).format(count);
}

// One formatter per language, made on first use: building an Intl.NumberFormat costs ~65 µs, and a product page
// renders eight ratings (its score, each review shown, each suggested product): 5 % of its server render was those.
const scoreFormatters = new Map<Locale, Intl.NumberFormat>();
const countFormatters = new Map<Locale, Intl.NumberFormat>();

function formatter(
  made: Map<Locale, Intl.NumberFormat>,
  locale: Locale,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let found = made.get(locale);
  if (!found) {
    found = new Intl.NumberFormat(languageTag(locale), options);
    made.set(locale, found);
  }
  return found;
}
