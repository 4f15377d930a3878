// Building blocks shared by the form schemas: each check reports one of the stable codes of codes.ts.
import { z } from 'zod/mini';
import { hasRefusedCharacter as hasInvisibleCharacter } from './characters.ts';
import { TEXT_LIMITS } from './limits.ts';

// The date helpers live without zod so a page can use them without loading it (issue 19); re-exported here.
export { isCalendarDate, isoDateDaysAgo, isoDateYearsAgo, todayIsoDate } from './iso-dates.ts';

/** Characters refused in names and address lines (spec §5), plus the straight and closing double quotes. */
export const REFUSED_ADDRESS_CHARACTERS = [
  '"',
  '“',
  '”',
  ',',
  '@',
  '&',
  '*',
  '!',
  '?',
  '/',
  '(',
  ')',
  '_',
  '#',
  '$',
  '€',
];
const refusedCharacters = new Set(REFUSED_ADDRESS_CHARACTERS);

export function hasRefusedCharacter(value: string): boolean {
  for (const character of value) if (refusedCharacters.has(character)) return true;
  return false;
}

const emojiPattern = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{200D}]/u;

export function hasEmoji(value: string): boolean {
  return emojiPattern.test(value);
}

/** Empty strings, whitespace-only strings and null count as "not filled" (form inputs send ''). */
export function emptyToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

type TextOptions = { min?: number; max?: number; refuseCharacters?: boolean; refuseEmoji?: boolean };

/** What `preprocess` gives: typed as classic zod's preprocess (optional keys stay optional in the input). */
export type ZodMiniPreprocess<S extends z.core.SomeType> = z.ZodMiniType<
  z.core.output<S>,
  unknown,
  z.core.$ZodPreprocessInternals<S, unknown>
>;

/**
 * Classic zod's `z.preprocess`, which zod/mini lacks: the same pipe (a transform into the schema), so the same
 * issues. The contract is written with zod/mini, whose functional API the bundler tree-shakes (issue 19).
 */
export function preprocess<S extends z.core.SomeType>(
  fn: (value: unknown) => unknown,
  schema: S,
): ZodMiniPreprocess<S> {
  return z.pipe(z.transform(fn), schema as unknown as z.core.$ZodType) as never;
}

/** A required, trimmed text field. */
export function requiredText(options: TextOptions = {}) {
  return preprocess(emptyToUndefined, textSchema(z.string({ error: 'required' }), options));
}

/** An optional text field: '' and null become undefined. */
export function optionalText(options: TextOptions = {}) {
  return preprocess(emptyToUndefined, z.optional(textSchema(z.string({ error: 'invalid' }), options)));
}

/** Required, valid e-mail, at most 255 characters; `invalid_email` otherwise. */
export function emailField() {
  return preprocess(
    emptyToUndefined,
    z.pipe(
      z
        .string({ error: 'required' })
        .check(z.trim())
        .check(z.maxLength(TEXT_LIMITS.email.max, { error: 'too_long' })),
      z.email({ error: 'invalid_email' }),
    ),
  );
}

/** A required form number: accepts numbers and numeric strings (a decimal comma too); '' is "not filled". */
export function numberInput() {
  return preprocess(toNumber, formNumber());
}

/** Same as `numberInput`, but may be left empty. */
export function optionalNumberInput() {
  return preprocess(toNumber, z.optional(formNumber()));
}

function formNumber() {
  return z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });
}

function toNumber(value: unknown): unknown {
  const filled = emptyToUndefined(value);
  if (typeof filled !== 'string') return filled;
  const normalised = filled.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : filled;
}

function textSchema(base: z.ZodMiniString, options: TextOptions): z.ZodMiniString {
  // Invisible and control characters (NUL, bidi controls, zero-width) are refused in every text field: they hide
  // what a text says, and PostgreSQL's text type refuses NUL where SQLite keeps it.
  let schema = base
    .check(z.trim())
    .check(z.refine((v) => !hasInvisibleCharacter(v), { error: 'invisible_characters' }));
  if (options.min !== undefined) schema = schema.check(z.minLength(options.min, { error: 'too_short' }));
  if (options.max !== undefined) schema = schema.check(z.maxLength(options.max, { error: 'too_long' }));
  if (options.refuseCharacters)
    schema = schema.check(z.refine((v) => !hasRefusedCharacter(v), { error: 'forbidden_characters' }));
  if (options.refuseEmoji) schema = schema.check(z.refine((v) => !hasEmoji(v), { error: 'emoji' }));
  return schema;
}

/**
 * Options for object-level refinements that must run even when a field failed (so every error shows at
 * once), but never on a body that is not an object at all.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
