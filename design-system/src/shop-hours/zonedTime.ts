// Wall-clock arithmetic in an IANA time zone with Intl alone: calendar dates as `YYYY-MM-DD` strings,
// instants as epoch milliseconds. Enough for opening hours; no date library needed.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The calendar date of `instant` on the wall clocks of `timeZone`. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const parts = zonedParts(instant.getTime(), timeZone);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = splitDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

export function weekdayOfIsoDate(date: string): Weekday {
  const [year, month, day] = splitDate(date);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday as French calendars do.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7] as Weekday;
}

/** `HH:MM` → minutes after midnight (`24:00` is 1440, the end of the day). */
export function parseClock(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match) throw new RangeError(`Not a HH:MM time: ${clock}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes > 24 * 60 || Number(match[2]) > 59) throw new RangeError(`Not a time of day: ${clock}`);
  return minutes;
}

/**
 * The instant at which the wall clocks of `timeZone` read `date` plus `minutes` after midnight. Across a
 * daylight-saving change the offset differs between midnight and that time, so the offset is read at the
 * first guess and once more at the corrected instant. A wall time skipped in spring (02:30 on the last
 * Sunday of March in Paris) lands one hour later, as a clock would show it.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = splitDate(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return second;
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (Paris: +1 h in winter, +2 h in summer). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: number, timeZone: string): ZonedParts {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as unknown as ZonedParts;
}

function splitDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
