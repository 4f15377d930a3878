import { describe, expect, it } from 'vitest';
import { PHONE_COUNTRIES } from '../shared/locales.ts';
import { messages } from '../shared/messages.ts';
import { validateForm } from '../shared/violations.ts';
import { isValidPhone, phoneCountryOf, phoneMetadata, toE164 } from './phone.ts';
import { addressFormSchema } from './rules.ts';

// One mobile per phone country (spec §5), typed nationally and internationally, and one number too short for it.
const mobiles = [
  {
    country: 'FR',
    national: '06 12 34 56 78',
    international: '+33 6 12 34 56 78',
    e164: '+33612345678',
    invalid: '06 12',
  },
  {
    country: 'BE',
    national: '0470 12 34 56',
    international: '+32 470 12 34 56',
    e164: '+32470123456',
    invalid: '0470 12',
  },
  {
    country: 'DE',
    national: '01512 3456789',
    international: '+49 1512 3456789',
    e164: '+4915123456789',
    invalid: '0151',
  },
  { country: 'IT', national: '312 345 6789', international: '+39 312 345 6789', e164: '+393123456789', invalid: '31' },
  { country: 'LU', national: '621 123 456', international: '+352 621 123 456', e164: '+352621123456', invalid: '6211' },
] as const;

describe('phone numbers of the shop’s phone countries', () => {
  it('has a mobile example for every phone country', () => {
    expect(mobiles.map((mobile) => mobile.country)).toEqual([...PHONE_COUNTRIES]);
  });

  for (const mobile of mobiles) {
    describe(mobile.country, () => {
      it('accepts a mobile typed nationally with its country, and gives its E.164 form', () => {
        expect(isValidPhone(mobile.national, mobile.country)).toBe(true);
        expect(toE164(mobile.national, mobile.country)).toBe(mobile.e164);
      });

      it('accepts the same mobile typed internationally whatever the chosen country', () => {
        for (const chosen of PHONE_COUNTRIES) {
          expect(toE164(mobile.international, chosen)).toBe(mobile.e164);
          expect(toE164(`00${mobile.international.slice(1)}`, chosen)).toBe(mobile.e164);
        }
        expect(phoneCountryOf(mobile.e164)).toBe(mobile.country);
      });

      it('refuses a number too short for the country', () => {
        expect(isValidPhone(mobile.invalid, mobile.country)).toBe(false);
        expect(toE164(mobile.invalid, mobile.country)).toBeNull();
      });
    });
  }

  it('reads a national number with the chosen country only', () => {
    // A Brussels number (8 digits after the 0) is not a French one: the default country is FR.
    expect(isValidPhone('02 123 45 67', 'BE')).toBe(true);
    expect(isValidPhone('02 123 45 67', 'FR')).toBe(false);
    expect(isValidPhone('02 123 45 67')).toBe(false);
    expect(toE164('06 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses, without throwing, the number of a country the shop does not take', () => {
    for (const other of ['+34 612 34 56 78', '+31 6 12345678', '+1 202 555 0123', '0034 612 34 56 78', '+999 123']) {
      expect(isValidPhone(other, 'FR')).toBe(false);
      expect(toE164(other, 'IT')).toBeNull();
      expect(phoneCountryOf(other)).toBe('FR');
    }
    expect(isValidPhone('', 'FR')).toBe(false);
    expect(isValidPhone('+', 'FR')).toBe(false);
    expect(isValidPhone('not a phone', 'DE')).toBe(false);
  });

  it('words another country’s number in the address form with forms.phone.error', () => {
    const address = { firstName: 'Jeanne', lastName: 'Dupont', countryCode: 'FR', street: '12 rue des Lilas' };
    const result = validateForm(
      addressFormSchema,
      { ...address, postcode: '75011', city: 'Paris', phoneNumber: '+34 612 34 56 78', phoneNumber2: '+31612345678' },
      'address',
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = messages.fr.keys['forms.phone.error'];
    expect(result.violations).toContainEqual({ propertyPath: 'phoneNumber', code: 'invalid_phone', message: text });
    expect(result.violations).toContainEqual({ propertyPath: 'phoneNumber2', code: 'invalid_phone', message: text });
  });

  it('keeps the Vatican’s numbers, which share Italy’s +39, valid as they were', () => {
    expect(toE164('+39 06 6981 2345', 'FR')).toBe('+390669812345');
    expect(toE164('06 6981 2345', 'IT')).toBe('+390669812345');
  });

  it('bundles the numbering plans of the phone countries’ calling codes only', () => {
    expect(Object.keys(phoneMetadata.countries).sort()).toEqual(['BE', 'DE', 'FR', 'IT', 'LU', 'VA']);
    expect(phoneMetadata.country_calling_codes).toEqual({
      '32': ['BE'],
      '33': ['FR'],
      '39': ['IT', 'VA'],
      '49': ['DE'],
      '352': ['LU'],
    });
  });
});
