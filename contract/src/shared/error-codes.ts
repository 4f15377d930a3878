// Stable error codes of the form rules. A schema's issue message IS its code; the UI shows
// `forms.{form}.{field}.errors.{code}` (see messages.ts), the server sends the code in each violation.

/** Generic codes of spec §5. */
export const GENERIC_ERROR_CODES = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'number_too_small',
  'number_too_small_inclusive',
  'number_too_big',
  'number_too_big_inclusive',
  'date_too_early',
  'date_too_late',
  'array_too_short',
  'array_too_long',
  'invalid_email',
] as const;

/** Codes of one rule or one form. */
export const SPECIFIC_ERROR_CODES = [
  'forbidden_characters',
  'invisible_characters',
  'postcode_fr',
  'postcode_be',
  'postcode_lu',
  'invalid_phone',
  'emoji',
  'wrong_password',
  'passwords_mismatch',
  'invalid_variant_code',
  'weight_cat_range',
  'file_too_large',
  'unsupported_file_type',
  'invalid_weight',
  'invalid_age',
  'invalid_tag_manager_id',
  'unsafe_link',
  'missing_authentication_data',
  'invalid_bot_check',
] as const;

export const ERROR_CODES = [...GENERIC_ERROR_CODES, ...SPECIFIC_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Form names, the `{form}` part of a message key. */
export const FORM_NAMES = [
  'address',
  'emailLookup',
  'login',
  'registration',
  'profile',
  'passwordChange',
  'passwordReset',
  'resetPasswordRequest',
  'coupon',
  'cartChannel',
  'variantQuery',
  'pet',
  'petGuideProfile',
  'petGuideShape',
  'petGuideDiet',
  'biNutritionProfile',
  'biNutritionRecipes',
  'contact',
  'abortSubscription',
  'subscriptionContact',
  'rationCalculator',
  'newsletter',
  'tagManager',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** `forms.{form}.{field}.errors.{code}` */
export function formErrorKey(form: string, field: string, code: string): string {
  return `forms.${form}.${field}.errors.${code}`;
}
