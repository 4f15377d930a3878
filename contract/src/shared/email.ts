// The e-mail rule of spec §5 without zod, for the small forms on every page (newsletter in the footer): the same
// answer as `emailField()` (fields.ts), which the server applies; fields.test.ts checks they agree on a corpus.
import { TEXT_LIMITS } from './limits.ts';

/** Zod 4's `z.email()` default pattern (its "practical" e-mail regex). */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** null when the value is a valid e-mail; else the form code: `required`, `too_long` or `invalid_email`. */
export function emailErrorCode(value: string): 'required' | 'too_long' | 'invalid_email' | null {
  const email = value.trim();
  if (email === '') return 'required';
  if (email.length > TEXT_LIMITS.email.max) return 'too_long';
  return EMAIL_PATTERN.test(email) ? null : 'invalid_email';
}
