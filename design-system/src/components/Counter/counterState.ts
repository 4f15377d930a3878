// The counter's arithmetic (spec §4: stays between a minimum and an optional maximum), kept pure so the
// spin-button keys of the WAI-ARIA pattern are unit-tested: arrows step, Page keys jump, Home/End go to the ends.

export interface CounterBounds {
  min: number;
  /** No upper bound when absent. */
  max?: number | undefined;
  step?: number;
  /** What Page Up/Down move by; ten steps unless told. */
  pageStep?: number;
}

export function clampCount(value: number, { min, max }: CounterBounds): number {
  if (!Number.isFinite(value)) return min;
  const floored = Math.max(min, value);
  return max === undefined ? floored : Math.min(max, floored);
}

export type CounterKey = 'ArrowUp' | 'ArrowDown' | 'PageUp' | 'PageDown' | 'Home' | 'End';

/** The value a spin-button key leads to, or null for keys the counter leaves alone (End without a max). */
export function valueForKey(key: string, value: number, bounds: CounterBounds): number | null {
  const step = bounds.step ?? 1;
  const page = bounds.pageStep ?? step * 10;
  switch (key) {
    case 'ArrowUp':
      return clampCount(value + step, bounds);
    case 'ArrowDown':
      return clampCount(value - step, bounds);
    case 'PageUp':
      return clampCount(value + page, bounds);
    case 'PageDown':
      return clampCount(value - page, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max ?? null;
    default:
      return null;
  }
}

/**
 * What the user typed, as a count: digits only (the field is `inputMode="numeric"`), clamped. An empty or
 * unreadable entry gives back the previous value rather than jumping to the minimum.
 */
export function parseTypedCount(text: string, previous: number, bounds: CounterBounds): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return previous;
  return clampCount(Number(trimmed), bounds);
}
