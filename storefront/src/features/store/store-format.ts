import { shopHoursClockText } from '@gamelle/design-system';
import { languageTag, type Locale } from '../shared/index.ts';

/** "9h30 – 18h00" / "9:30 – 18:00". */
export function spanText(span: { opens: string; closes: string }, locale: Locale): string {
  return `${shopHoursClockText(span.opens, locale)} – ${shopHoursClockText(span.closes, locale)}`;
}

/** "25 décembre 2026" for a `YYYY-MM-DD` calendar date (no time zone shift). */
export function dateText(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Today's calendar date in a time zone, `YYYY-MM-DD`. */
export function todayIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function kmText(km: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
