// Calendar dates as a date input reads and writes them (`YYYY-MM-DD`), with no zod: a form page's first load
// uses them (a date field's bounds) while its schemas load later (issue 19). `fields.ts` re-exports them.

/** A calendar date `YYYY-MM-DD` that exists (2023-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today as `YYYY-MM-DD` in local time (what a date input shows). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The calendar day `days` before today. */
export function isoDateDaysAgo(days: number, now: Date = new Date()): string {
  const then = new Date(now);
  then.setDate(now.getDate() - days);
  return todayIsoDate(then);
}

/** The same calendar day `years` earlier. */
export function isoDateYearsAgo(years: number, now: Date = new Date()): string {
  const then = new Date(now);
  then.setFullYear(now.getFullYear() - years);
  return todayIsoDate(then);
}
