import { languageTag, type Locale } from '../shared/index.ts';

/** Whole months of age (the server counts them on its clock) as years and months. */
export function yearsAndMonths(ageInMonths: number): { years: number; months: number } {
  return { years: Math.floor(ageInMonths / 12), months: ageInMonths % 12 };
}

/** "4,2" / "4,25": the weight as the customer typed it, in the page's number format. */
export function formatKg(kg: number, locale: Locale): string {
  return new Intl.NumberFormat(languageTag(locale), { maximumFractionDigits: 2 }).format(kg);
}

/** A calendar day (`YYYY-MM-DD`) as "14 mai 2021" (noon UTC, so no time zone moves it). */
export function formatBirthday(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(languageTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
