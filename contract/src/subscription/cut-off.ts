// Spec §4/§9: the next order can be changed until 4 days before shipping (that day is the last modification
// day, when the second reminder goes out); afterwards the draft is locked ("draft in progress"). The server
// refuses a change with the same rule; `now` comes from its Clock (and from the page in the design system).
import { SUBSCRIPTION } from '../shared/limits.ts';

export interface DraftEditState {
  locked: boolean;
  /** The last day (`YYYY-MM-DD`, Paris calendar) on which the next order can still be changed. */
  lastModificationDay: string;
}

/**
 * Whether the next order is locked on `now`'s Paris calendar day. `modificationLimitDate` (the subscription's
 * own field, spec §3) wins when the back end sends it; otherwise it is the shipping date minus 4 days.
 */
export function draftEditState(
  nextShippingDate: string,
  now: Date,
  modificationLimitDate?: string | null,
): DraftEditState {
  const lastModificationDay = modificationLimitDate ?? addDays(nextShippingDate, -SUBSCRIPTION.editCutOffDays);
  return { locked: parisDate(now) > lastModificationDay, lastModificationDay };
}

/** The calendar date (`YYYY-MM-DD`) of an instant on Paris clocks. */
export function parisDate(instant: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
