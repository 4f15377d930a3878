// The delivery-frequency calculator (spec §1): how long a pack lasts at a daily ration, and the subscription's
// frequency that fits it. No zod: the guides' result pages and the product page's calculator import it alone.
import { DELIVERY_FREQUENCY_CODES } from '../subscription/frequencies.ts';

/** Whole days a pack of `packGrams` lasts at `gramsPerDay`; null when either is not a positive number. */
export function daysPerPack(packGrams: number, gramsPerDay: number): number | null {
  if (!(packGrams > 0) || !(gramsPerDay > 0) || !Number.isFinite(packGrams / gramsPerDay)) return null;
  return Math.floor(packGrams / gramsPerDay);
}

/** The longest delivery frequency (days) that does not exceed `days`; null below the shortest. */
export function subscriptionIntervalFor(days: number | null): number | null {
  if (days === null) return null;
  const fitting = DELIVERY_FREQUENCY_CODES.filter((code) => code <= days);
  return fitting.length ? fitting[fitting.length - 1]! : null;
}
