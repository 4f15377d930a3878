// From a zod error to violations (the server's 422 body) and to per-field errors (the forms).
import { z } from 'zod/mini';
import type { Violation } from './errors.ts';
import type { Locale } from './locales.ts';
import { isErrorCode, type ErrorCode } from './error-codes.ts';
import { formErrorMessage, type MessageParams } from './messages.ts';

export type FieldError = { code: string; params?: MessageParams | undefined };

/** Violations with stable codes and the text in `locale` (French by default, the shop's first language). */
export function violationsFromZodError(error: z.core.$ZodError, form: string, locale: Locale = 'fr'): Violation[] {
  return error.issues.map((issue) => {
    const propertyPath = pathOf(issue.path);
    const { code, params } = codeOfIssue(issue);
    const message = formErrorMessage(locale, { form, field: propertyPath || 'form', code, params });
    return params ? { propertyPath, message, code, params } : { propertyPath, message, code };
  });
}

/** The first error of each field, keyed by its dotted path ('' for form-level errors). */
export function fieldErrorsFromZodError(error: z.core.$ZodError): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const path = pathOf(issue.path);
    if (!(path in errors)) errors[path] = codeOfIssue(issue);
  }
  return errors;
}

export type FormValidation<T> =
  { success: true; data: T } | { success: false; errors: Record<string, FieldError>; violations: Violation[] };

/** Validates form values; on failure gives per-field codes and ready-to-send violations. */
export function validateForm<S extends z.core.$ZodType>(
  schema: S,
  values: unknown,
  form: string,
  locale: Locale = 'fr',
): FormValidation<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    errors: fieldErrorsFromZodError(result.error),
    violations: violationsFromZodError(result.error, form, locale),
  };
}

/** `['items', 0, 'quantity']` → `items[0].quantity`, the API Platform spelling of a property path. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return acc === '' ? String(key) : `${acc}.${String(key)}`;
  }, '');
}

/** Our schemas put the code in the message; zod's own issues (unexpected shapes) are mapped to generic codes. */
function codeOfIssue(issue: z.core.$ZodIssue): FieldError {
  const custom = (issue as { params?: MessageParams }).params;
  if (isErrorCode(issue.message)) return withParams(issue.message, custom ?? boundsOf(issue));
  return withParams(genericCode(issue), boundsOf(issue));
}

function genericCode(issue: z.core.$ZodIssue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      // A missing field is "required"; a missing or malformed body as a whole is just invalid.
      return issue.path.length > 0 && (issue.input === undefined || issue.input === null) ? 'required' : 'invalid';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'too_short';
      if (issue.origin === 'array' || issue.origin === 'set') return 'array_too_short';
      if (issue.origin === 'date') return 'date_too_early';
      return issue.inclusive ? 'number_too_small_inclusive' : 'number_too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      if (issue.origin === 'array' || issue.origin === 'set') return 'array_too_long';
      if (issue.origin === 'date') return 'date_too_late';
      return issue.inclusive ? 'number_too_big_inclusive' : 'number_too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    default:
      return 'invalid';
  }
}

function boundsOf(issue: z.core.$ZodIssue): MessageParams | undefined {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return undefined;
}

function withParams(code: string, params: MessageParams | undefined): FieldError {
  return params ? { code, params } : { code };
}
