import { useCallback, useRef, useState } from 'react';

/**
 * A value that is controlled when `value` is given (the parent owns it) and uncontrolled otherwise
 * (`defaultValue` seeds it); `onChange` runs in both cases, as Radix and React Aria components do.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef({ current, onChange, controlled });
  latest.current = { current, onChange, controlled };
  const set = useCallback((next: T) => {
    if (Object.is(next, latest.current.current)) return;
    if (!latest.current.controlled) setOwn(next);
    latest.current.onChange?.(next);
  }, []);
  return [current, set];
}
