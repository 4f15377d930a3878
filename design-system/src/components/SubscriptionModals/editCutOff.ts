// Spec §4/§9: the next order can be changed until 4 days before shipping (that day is the last modification
// day, when the second reminder goes out); afterwards the draft is locked ("draft in progress").
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { addDays, isoDateInZone } from '../../shop-hours/zonedTime.ts';

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
  const today = isoDateInZone(now, 'Europe/Paris');
  return { locked: today > lastModificationDay, lastModificationDay };
}
