import { languageTag, type Locale } from '../shared/index.ts';

/**
 * A day of an order (placed, shipped, invoice from) in the page's language, in the shop's time zone, so the server
 * render and the browser write the same date.
 */
export function formatDay(iso: string, locale: Locale): string {
  const date = /^\d{4}-\d\d-\d\d$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(languageTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);
}
