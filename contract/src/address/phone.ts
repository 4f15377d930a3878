// Phone numbers are parsed with the country chosen next to them (default FR), as spec §5 asks.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from '../shared/locales.ts';

/** The key spec §8 gives for an invalid phone number. */
export const PHONE_ERROR_KEY = 'forms.phone.error';

export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && (PHONE_COUNTRIES as readonly string[]).includes(value);
}

/** True when `phone` is a valid number for `country` (or a valid international number). */
export function isValidPhone(phone: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): boolean {
  const parsed = parsePhoneNumberFromString(phone.trim(), country);
  return parsed !== undefined && parsed.isValid();
}

/** The number in E.164 form (`+33612345678`), or null when it is not valid. */
export function toE164(phone: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country a stored number belongs to, so an edit form can preselect it; FR when unknown. */
export function phoneCountryOf(phone: string): PhoneCountry {
  const country = parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_COUNTRY)?.country;
  return isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
}
