// Money is always an integer number of cents; these are the only roundings the shop does.

/** `percent` of `cents`, rounded half up to the cent (12.345 € → 12.35 €). */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** True for a price the shop can show: a non-negative integer of cents. */
export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
