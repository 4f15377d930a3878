// Address form (spec §5): refused characters, lengths, postcode per country, phone per phone country.
import { z } from 'zod/mini';
import { POSTCODE_RULES, TEXT_LIMITS } from '../shared/limits.ts';
import {
  COUNTRIES,
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  isCountryCode,
  type CountryCode,
} from '../shared/locales.ts';
import {
  emptyToUndefined,
  evenWithFieldErrors,
  hasRefusedCharacter,
  optionalText,
  preprocess,
  requiredText,
} from '../shared/fields.ts';
import { isPhoneCountry, isValidPhone } from './phone.ts';

/** Fields where the characters of `REFUSED_ADDRESS_CHARACTERS` are refused. */
export const ADDRESS_FIELDS_REFUSING_CHARACTERS = [
  'firstName',
  'lastName',
  'company',
  'countryCode',
  'street',
  'street2',
  'postcode',
  'city',
] as const;

const phoneCountry = preprocess(
  (v) => emptyToUndefined(v) ?? DEFAULT_PHONE_COUNTRY,
  z.enum(PHONE_COUNTRIES, { error: 'invalid' }),
);

export const addressFormSchema = z
  .object({
    alias: optionalText({ max: TEXT_LIMITS.alias.max, refuseEmoji: true }),
    firstName: requiredText({ ...TEXT_LIMITS.name, refuseCharacters: true }),
    lastName: requiredText({ ...TEXT_LIMITS.name, refuseCharacters: true }),
    company: optionalText({ max: TEXT_LIMITS.company.max, refuseCharacters: true }),
    countryCode: preprocess(
      emptyToUndefined,
      z.pipe(
        z
          .string({ error: 'required' })
          .check(z.refine((v) => !hasRefusedCharacter(v), { error: 'forbidden_characters', abort: true })),
        z.enum(COUNTRIES, { error: 'invalid' }),
      ),
    ),
    provinceCode: optionalText({ max: 255 }),
    provinceName: optionalText({ max: 255 }),
    street: requiredText({ max: TEXT_LIMITS.street.max, refuseCharacters: true }),
    street2: optionalText({ max: TEXT_LIMITS.street2.max, refuseCharacters: true }),
    postcode: requiredText({ refuseCharacters: true }),
    city: requiredText({ ...TEXT_LIMITS.city, refuseCharacters: true }),
    phoneNumber: requiredText(),
    phoneNumberCountry: phoneCountry,
    phoneNumber2: optionalText(),
    phoneNumber2Country: phoneCountry,
    deliveryInstructions: optionalText({ max: TEXT_LIMITS.deliveryInstructions.max }),
    isDefault: z.optional(z.boolean({ error: 'invalid' })),
  })
  .check(
    z.superRefine((address, ctx) => {
      const { countryCode, postcode, phoneNumber, phoneNumber2 } = address as Partial<typeof address>;
      if (isCountryCode(countryCode) && typeof postcode === 'string' && postcode !== '') {
        const postcodeCode = postcodeErrorCode(countryCode, postcode);
        if (postcodeCode) ctx.addIssue({ code: 'custom', path: ['postcode'], message: postcodeCode });
      }
      const checks = [
        ['phoneNumber', phoneNumber, address.phoneNumberCountry],
        ['phoneNumber2', phoneNumber2, address.phoneNumber2Country],
      ] as const;
      for (const [field, phone, country] of checks) {
        if (typeof phone !== 'string' || phone === '') continue;
        if (!isValidPhone(phone, isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY)) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'invalid_phone' });
        }
      }
    }, evenWithFieldErrors),
  );

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressFormValues = z.output<typeof addressFormSchema>;

/** The per-country code (`postcode_fr`, `postcode_be`, `postcode_lu`) when `postcode` does not fit, else null. */
export function postcodeErrorCode(
  country: CountryCode,
  postcode: string,
): 'postcode_fr' | 'postcode_be' | 'postcode_lu' | null {
  if (POSTCODE_RULES[country].pattern.test(postcode)) return null;
  return `postcode_${country.toLowerCase() as 'fr' | 'be' | 'lu'}`;
}

export function isValidPostcode(country: CountryCode, postcode: string): boolean {
  return postcodeErrorCode(country, postcode) === null;
}
