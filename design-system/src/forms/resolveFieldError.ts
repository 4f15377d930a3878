import { isErrorCode } from '@gamelle/contract/shared/error-codes';
import { interpolate, messages, translateErrorKey } from '@gamelle/contract/shared/messages';
import type { Locale } from '../i18n/locales.ts';
import type { FieldErrorLookup } from './fieldError.ts';

/**
 * The readable text of a field error through the contract's catalogue: the key's own text, else the code's
 * generic text, else the server's raw message, else the generic "invalid" text. A user never sees a key.
 */
export function resolveFieldError(lookup: FieldErrorLookup, locale: Locale): string {
  if (lookup.key) return translateErrorKey(locale, lookup.key, lookup.params, lookup.message);
  const catalogue = messages[locale];
  if (lookup.code && isErrorCode(lookup.code)) {
    const text = catalogue.codes[lookup.code];
    const filled = interpolate(text, lookup.params);
    // A parameterised text without its values would read "{max}": prefer the raw message, then "invalid".
    if (!/\{\w+\}/.test(filled)) return filled;
  }
  if (lookup.message) return lookup.message;
  return catalogue.codes.invalid;
}

/**
 * The text of an error that belongs to the whole form (spec §8: a violation without a property path, or a custom
 * error's global message): as a field's, but where a field would fall back to "this field is not valid" it says
 * "Une erreur est survenue".
 */
export function resolveFormError(lookup: FieldErrorLookup, locale: Locale): string {
  const text = resolveFieldError(lookup, locale);
  const catalogue = messages[locale];
  if (text === catalogue.codes.invalid && lookup.code !== 'invalid') return catalogue.errors.generic;
  return text;
}
