// The opening-hours tag of a physical shop (spec §3 "Shop", §4 "Shop opening tags"): a pure function of the
// shop's schedule and "now", computed in the shop's time zone (Europe/Paris) with Intl only.
import { addDays, isoDateInZone, parseClock, weekdayOfIsoDate, zonedInstant, type Weekday } from './zonedTime.ts';

export { WEEKDAYS, type Weekday } from './zonedTime.ts';

/** One opening span of a day, wall-clock `HH:MM` in the shop's zone; `closes` may be `24:00`. */
export interface OpeningSpan {
  opens: string;
  closes: string;
}

/** A special day or range of days (`to` inclusive, defaults to `from`), dates `YYYY-MM-DD`. */
export interface SpecialPeriod {
  from: string;
  to?: string;
}

/** Opens on days it would normally be closed, or with other hours: its spans replace the weekly ones. */
export interface SpecialOpening extends SpecialPeriod {
  hours: OpeningSpan[];
}

export interface ShopSchedule {
  /** Regular hours per weekday; a missing or empty day is closed. */
  weekly: Partial<Record<Weekday, OpeningSpan[]>>;
  specialOpenings?: SpecialOpening[];
  /** Closed all day long on these days (holidays, inventory); wins over a special opening. */
  specialClosings?: SpecialPeriod[];
  /** IANA zone of the shop's clock; the shops are in France. */
  timeZone?: string;
}

/** What the tag says, one case per tag of spec §4. Times are `HH:MM` in the shop's zone. */
export type ShopHoursStatus =
  | { kind: 'open_until'; until: string }
  | { kind: 'closes_in'; minutes: number; until: string }
  | { kind: 'opens_in'; minutes: number; at: string }
  | { kind: 'opens_today'; at: string }
  | { kind: 'opens_tomorrow'; at: string }
  | { kind: 'opens_on'; date: string; weekday: Weekday; at: string }
  /** No opening in the next year (a shop closed for good, or a schedule with no hours). */
  | { kind: 'closed' };

/** Today is a special day: the tag mentions it next to the status. */
export interface SpecialDayNote {
  kind: 'special_closure' | 'special_opening';
  from: string;
  to: string;
}

export interface ShopHoursState {
  open: boolean;
  status: ShopHoursStatus;
  special: SpecialDayNote | null;
}

export const SHOP_TIME_ZONE = 'Europe/Paris';

/**
 * Below this many minutes the tag counts down ("closes in 25 min", "opens in 40 min"); the spec gives no
 * figure, an hour is what shop finders commonly use.
 */
export const SHOP_HOURS_COUNTDOWN_MINUTES = 60;

/** How far ahead the next opening is looked for: a year covers the longest closure for works. */
const SEARCH_DAYS = 366;

export function shopHoursState(schedule: ShopSchedule, now: Date): ShopHoursState {
  const zone = schedule.timeZone ?? SHOP_TIME_ZONE;
  const today = isoDateInZone(now, zone);
  const special = specialNote(schedule, today);

  // Yesterday too: a span closing at 24:00 yesterday ends exactly at today's midnight.
  for (let offset = -1; offset <= SEARCH_DAYS; offset += 1) {
    const date = addDays(today, offset);
    for (const span of spansOn(schedule, date)) {
      const opensAt = zonedInstant(date, parseClock(span.opens), zone);
      const closesAt = zonedInstant(date, parseClock(span.closes), zone);
      if (closesAt <= now.getTime()) continue;
      if (opensAt <= now.getTime()) {
        const minutes = minutesBetween(now.getTime(), closesAt);
        const status: ShopHoursStatus =
          minutes <= SHOP_HOURS_COUNTDOWN_MINUTES
            ? { kind: 'closes_in', minutes, until: span.closes }
            : { kind: 'open_until', until: span.closes };
        return { open: true, status, special };
      }
      return { open: false, status: upcoming(date, offset, span.opens, opensAt, now), special };
    }
  }
  return { open: false, status: { kind: 'closed' }, special };
}

/** The spans of one calendar day, after special closings and openings. */
export function spansOn(schedule: ShopSchedule, date: string): OpeningSpan[] {
  if ((schedule.specialClosings ?? []).some((period) => covers(period, date))) return [];
  const opening = (schedule.specialOpenings ?? []).find((period) => covers(period, date));
  const spans = opening ? opening.hours : (schedule.weekly[weekdayOfIsoDate(date)] ?? []);
  return [...spans].sort((a, b) => parseClock(a.opens) - parseClock(b.opens));
}

function upcoming(date: string, offset: number, at: string, opensAt: number, now: Date): ShopHoursStatus {
  const minutes = minutesBetween(now.getTime(), opensAt);
  if (minutes <= SHOP_HOURS_COUNTDOWN_MINUTES) return { kind: 'opens_in', minutes, at };
  if (offset === 0) return { kind: 'opens_today', at };
  if (offset === 1) return { kind: 'opens_tomorrow', at };
  return { kind: 'opens_on', date, weekday: weekdayOfIsoDate(date), at };
}

function specialNote(schedule: ShopSchedule, today: string): SpecialDayNote | null {
  const closing = (schedule.specialClosings ?? []).find((period) => covers(period, today));
  if (closing) return { kind: 'special_closure', from: closing.from, to: closing.to ?? closing.from };
  const opening = (schedule.specialOpenings ?? []).find((period) => covers(period, today));
  if (opening) return { kind: 'special_opening', from: opening.from, to: opening.to ?? opening.from };
  return null;
}

function covers(period: SpecialPeriod, date: string): boolean {
  return period.from <= date && date <= (period.to ?? period.from);
}

/** Whole minutes, rounded up: with 30 seconds left the shop still "closes in 1 min", never "in 0 min". */
function minutesBetween(from: number, to: number): number {
  return Math.ceil((to - from) / 60_000);
}
