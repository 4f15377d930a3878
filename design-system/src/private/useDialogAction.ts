import { useMemo, useRef, useState } from 'react';
import { createFormSubmitter, placeServerError, type ServerViolation } from '../forms/useShopForm.ts';

/**
 * Runs a dialog's confirmation through the shared form behaviour: no second run while one is pending, the
 * previous error cleared first, pending ended on success or failure; a failure becomes a form-level error.
 */
export function useDialogAction<T>(action: (value: T) => unknown) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ServerViolation | null>(null);
  const latest = useRef(action);
  latest.current = action;
  const run = useMemo(
    () =>
      createFormSubmitter<T, T>({
        setPending,
        clearErrors: () => setError(null),
        validate: (value) => ({ success: true, data: value }),
        submit: (value) => latest.current(value),
        showServerError: (failure) => setError(placeServerError(failure, []).form[0] ?? null),
      }),
    [],
  );
  return { run, pending, error: error ? { code: error.code, message: error.message } : undefined };
}
