// A pet's age (spec §3: "birthday or age in years and months"). An age given in years and months is kept with the
// day it was given, so the pet grows older with the calendar like one with a birthday. Dates are the shop's
// calendar days (Europe/Paris), read from the caller's clock: the server passes its `Clock`, never `new Date()`.

/** The shop's calendar day of `instant` as `YYYY-MM-DD` (Europe/Paris). */
export function shopDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Whole months from `from` to `to` (both `YYYY-MM-DD`), 0 when `to` is not after `from`. */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

export interface PetAgeFields {
  birthday: string | null;
  years: number | null;
  months: number | null;
  ageGivenOn: string | null;
}

/** The pet's age in whole months on `today`: from its birthday, or from the age given plus the months since. */
export function petAgeInMonths(pet: PetAgeFields, today: string): number {
  if (pet.birthday) return wholeMonthsBetween(pet.birthday, today);
  const given = (pet.years ?? 0) * 12 + (pet.months ?? 0);
  return given + (pet.ageGivenOn ? wholeMonthsBetween(pet.ageGivenOn, today) : 0);
}
