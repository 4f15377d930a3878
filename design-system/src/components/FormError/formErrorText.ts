import { messages } from '@gamelle/contract/shared/messages';
import type { Locale } from '../../i18n/locales.ts';
import { fieldErrorLookup, type FieldErrorInput } from '../../forms/fieldError.ts';
import { resolveFieldError } from '../../forms/resolveFieldError.ts';

/**
 * The text of an error that belongs to the whole form (spec §8: a violation without a property path, or a
 * custom error's global message). It resolves `forms.{form}.form.errors.{code}` like a field error, but
 * where a field would fall back to "this field is not valid" it says "Une erreur est survenue".
 */
export function formErrorText(error: FieldErrorInput, form: string | undefined, locale: Locale): string | undefined {
  const lookup = fieldErrorLookup(error, { form, field: 'form' });
  if (!lookup) return undefined;
  const text = resolveFieldError(lookup, locale);
  const catalogue = messages[locale];
  if (text === catalogue.codes.invalid && lookup.code !== 'invalid') return catalogue.errors.generic;
  return text;
}
