import { languageTag, type Locale } from '../shared/index.ts';

/** A calendar day (`YYYY-MM-DD`) or an instant as "12 décembre 2026", on Paris clocks (server and browser agree). */
export function formatDay(iso: string, locale: Locale): string {
  const date = /^\d{4}-\d\d-\d\d$/.test(iso) ? new Date(`${iso}T12:00:00Z`) : new Date(iso);
  return new Intl.DateTimeFormat(languageTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);
}
