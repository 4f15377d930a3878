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

/** "mardi 12 décembre": the next shipment, close enough that the year says nothing. */
export function formatWeekday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A card's last valid month: "décembre 2029". */
export function formatMonth(month: number, year: number, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
