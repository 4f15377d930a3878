/**
 * The one error display convention of every field (spec §5, §8): an error is a code with an optional server
 * message, `{ code, message? }`, or a message key `forms.{form}.{field}.errors.{code}`. react-hook-form's
 * own errors (`{ type, message }`, where the contract's zod schemas put the code in `message`) are accepted
 * as they are, so a field takes `errors.email` straight from `formState`.
 */
export type FieldErrorInput =
  | string
  | { code?: string; type?: string; message?: string | undefined; params?: FieldErrorParams | undefined }
  | null
  | undefined
  | false;

/** Values for the text's placeholders, e.g. `{ max: 38 }` for "at most {max} characters". */
export type FieldErrorParams = Record<string, string | number>;

/** What to look up, in order: the message key, then the readable message the server or schema gave. */
export interface FieldErrorLookup {
  key?: string;
  code?: string;
  /** A message already readable by a person (a server's raw violation message). */
  message?: string;
  params?: FieldErrorParams;
}

export interface FieldErrorScope {
  /** `{form}` of the key, e.g. `address`. */
  form?: string | undefined;
  /** `{field}` of the key, e.g. `postcode` (the field's name). */
  field?: string | undefined;
}

const messageKeyPattern = /^forms\.[\w-]+(\.[\w-]+)*$/;
const codePattern = /^[a-z][a-z0-9_]*$/;

export function isMessageKey(value: string): boolean {
  return messageKeyPattern.test(value);
}

/** Turns any accepted error shape into what to look up; null when there is no error. */
export function fieldErrorLookup(error: FieldErrorInput, scope: FieldErrorScope = {}): FieldErrorLookup | null {
  if (!error) return null;
  if (typeof error === 'string') return fromText(error, scope) ?? { message: error };
  const lookup = objectLookup(error, scope);
  return error.params ? { ...lookup, params: error.params } : lookup;
}

function objectLookup(
  error: Exclude<FieldErrorInput, string | null | undefined | false>,
  scope: FieldErrorScope,
): FieldErrorLookup {
  const message = error.message?.trim() || undefined;
  if (error.code) return { ...withKey(error.code, scope), ...(message ? fromMessage(message) : {}) };
  // react-hook-form: the contract's schemas put the code (or a key) in `message`, `type` is zod's issue kind.
  if (message) {
    const parsed = fromText(message, scope);
    if (parsed) return parsed;
    return error.type ? { ...withKey(error.type, scope), message } : { message };
  }
  return error.type ? withKey(error.type, scope) : { code: 'invalid', ...keyFor('invalid', scope) };
}

function fromText(text: string, scope: FieldErrorScope): FieldErrorLookup | null {
  const trimmed = text.trim();
  if (isMessageKey(trimmed)) return { key: trimmed, code: trimmed.split('.').at(-1) };
  if (codePattern.test(trimmed)) return withKey(trimmed, scope);
  return null;
}

function fromMessage(message: string): FieldErrorLookup {
  // A server may send its message key as the message: prefer it over the code-derived key.
  if (isMessageKey(message)) return { key: message };
  return codePattern.test(message) ? {} : { message };
}

function withKey(code: string, scope: FieldErrorScope): FieldErrorLookup {
  return { code, ...keyFor(code, scope) };
}

function keyFor(code: string, scope: FieldErrorScope): { key?: string } {
  return scope.form && scope.field ? { key: fieldErrorKey(scope.form, scope.field, code) } : {};
}

/**
 * The contract's `formErrorKey` (`forms.{form}.{field}.errors.{code}`, the same text: fieldError.test.ts checks it),
 * written here so that every field's first load does not share a module with the error catalogue that loads with the
 * first error (FieldErrorText.tsx): the bundler would then merge that shared part into the catalogue's chunk and
 * load the catalogue with the page.
 */
export function fieldErrorKey(form: string, field: string, code: string): string {
  return `forms.${form}.${field}.errors.${code}`;
}
