/** react-hook-form's `register` types `min`/`max` as numbers too; a date field sets its own ISO bounds. */
export function withoutBounds<T extends { min?: unknown; max?: unknown }>(registered: T): Omit<T, 'min' | 'max'> {
  const { min: _min, max: _max, ...rest } = registered;
  return rest;
}
