import type { Locale } from '../../i18n/locales.ts';
import { fieldErrorLookup, type FieldErrorInput } from '../../forms/fieldError.ts';
import { resolveFormError } from '../../forms/resolveFieldError.ts';

/**
 * The text of an error that belongs to the whole form (spec §8: a violation without a property path, or a
 * custom error's global message). It resolves `forms.{form}.form.errors.{code}` like a field error, but
 * where a field would fall back to "this field is not valid" it says "Une erreur est survenue". It imports the
 * error catalogue: FormError itself loads it on demand (FieldErrorText.tsx).
 */
export function formErrorText(error: FieldErrorInput, form: string | undefined, locale: Locale): string | undefined {
  const lookup = fieldErrorLookup(error, { form, field: 'form' });
  return lookup ? resolveFormError(lookup, locale) : undefined;
}
