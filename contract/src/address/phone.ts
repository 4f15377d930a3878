// Phone numbers are parsed with the country chosen next to them (default FR), as spec §5 asks. libphonenumber-js's
// core functions take the metadata of the shop's phone countries only (`phone-metadata.gen.ts`, issue 19): a number
// of any other country, typed with its + prefix, is not valid.
import { parsePhoneNumberFromString as parseWith } from 'libphonenumber-js/core';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from '../shared/locales.ts';
import { phoneMetadata } from './phone-metadata.gen.ts';

export { phoneMetadata };

const parsePhoneNumberFromString = (text: string, country: PhoneCountry) => parseWith(text, country, phoneMetadata);

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
