import { describe, expect, it } from 'vitest';
import { addressFormSchema, isValidPostcode, postcodeErrorCode } from './rules.ts';
import { validateForm } from '../shared/violations.ts';

// Spelled out from spec §5 (not imported) so that dropping a character or a field from the rule fails here.
const REFUSED = ['“', ',', '@', '&', '*', '!', '?', '/', '(', ')', '_', '#', '$', '€', '"', '”'];
const FIELDS_REFUSING = ['firstName', 'lastName', 'company', 'street', 'street2', 'postcode', 'city'] as const;

const valid = {
  alias: 'Maison',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  company: 'Croquettes SARL',
  countryCode: 'FR',
  street: '12 rue des Lilas',
  street2: 'Bâtiment B',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '06 12 34 56 78',
  deliveryInstructions: 'Sonner deux fois',
  isDefault: true,
};

function errorsOf(values: Record<string, unknown>) {
  const result = validateForm(addressFormSchema, values, 'address');
  return result.success ? {} : result.errors;
}

describe('address form', () => {
  it('accepts a complete French address and fills the phone countries with FR', () => {
    const result = addressFormSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.phoneNumberCountry).toBe('FR');
  });

  it('requires first name, last name, country, street, postcode, city and mobile', () => {
    expect(errorsOf({})).toEqual({
      firstName: { code: 'required' },
      lastName: { code: 'required' },
      countryCode: { code: 'required' },
      street: { code: 'required' },
      postcode: { code: 'required' },
      city: { code: 'required' },
      phoneNumber: { code: 'required' },
    });
  });

  it('treats blank optional fields as absent', () => {
    const result = addressFormSchema.safeParse({ ...valid, company: '', street2: '  ', phoneNumber2: '', alias: null });
    expect(result.success).toBe(true);
    expect(result.data?.company).toBeUndefined();
  });

  describe('refused characters', () => {
    for (const field of FIELDS_REFUSING) {
      for (const character of REFUSED) {
        it(`refuses ${character} in ${field}`, () => {
          const base = field === 'postcode' ? '7501' : 'Ab';
          expect(errorsOf({ ...valid, [field]: `${base}${character}` })[field]?.code).toBe('forbidden_characters');
        });
      }
    }
    for (const character of REFUSED) {
      it(`refuses ${character} in countryCode`, () => {
        expect(errorsOf({ ...valid, countryCode: `F${character}` }).countryCode?.code).toBe('forbidden_characters');
      });
    }

    it('accepts accents, hyphens, apostrophes and dots', () => {
      const result = addressFormSchema.safeParse({
        ...valid,
        firstName: 'Marie-Hélène',
        lastName: "D'Artagnan",
        street: '3 av. Émile Zola',
        city: 'Saint-Étienne',
      });
      expect(result.success).toBe(true);
    });
  });

  describe('lengths', () => {
    it('limits names to 255 and company to 255', () => {
      expect(errorsOf({ ...valid, firstName: 'a'.repeat(256) }).firstName).toEqual({
        code: 'too_long',
        params: { max: 255 },
      });
      expect(errorsOf({ ...valid, lastName: 'a'.repeat(256) }).lastName?.code).toBe('too_long');
      expect(errorsOf({ ...valid, company: 'a'.repeat(256) }).company?.code).toBe('too_long');
      expect(
        addressFormSchema.safeParse({ ...valid, firstName: 'a'.repeat(255), company: 'c'.repeat(255) }).success,
      ).toBe(true);
    });

    it('limits street and street2 to 38', () => {
      expect(addressFormSchema.safeParse({ ...valid, street: 'a'.repeat(38), street2: 'b'.repeat(38) }).success).toBe(
        true,
      );
      expect(errorsOf({ ...valid, street: 'a'.repeat(39) }).street).toEqual({ code: 'too_long', params: { max: 38 } });
      expect(errorsOf({ ...valid, street2: 'a'.repeat(39) }).street2?.code).toBe('too_long');
    });

    it('wants a city of 2 to 33 characters', () => {
      expect(errorsOf({ ...valid, city: 'Y' }).city).toEqual({ code: 'too_short', params: { min: 2 } });
      expect(errorsOf({ ...valid, city: 'a'.repeat(34) }).city?.code).toBe('too_long');
      expect(addressFormSchema.safeParse({ ...valid, city: 'Eu' }).success).toBe(true);
      expect(addressFormSchema.safeParse({ ...valid, city: 'a'.repeat(33) }).success).toBe(true);
    });

    it('limits the alias to 255 characters and refuses emojis in it', () => {
      expect(errorsOf({ ...valid, alias: 'a'.repeat(256) }).alias?.code).toBe('too_long');
      expect(errorsOf({ ...valid, alias: 'Maison 🏠' }).alias?.code).toBe('emoji');
      expect(errorsOf({ ...valid, alias: 'Chez 🇫🇷' }).alias?.code).toBe('emoji');
      expect(addressFormSchema.safeParse({ ...valid, alias: 'Chez Mamie (été)' }).success).toBe(true);
    });
  });

  describe('postcode per country', () => {
    const cases = [
      {
        country: 'FR',
        valid: ['75011', '01000', '97400'],
        invalid: ['7501', '750111', 'ABCDE', '75 011'],
        code: 'postcode_fr',
      },
      { country: 'BE', valid: ['1000', '9000'], invalid: ['100', '10000', 'B100'], code: 'postcode_be' },
      { country: 'LU', valid: ['1234', '4001'], invalid: ['123', 'L-1234', '12345'], code: 'postcode_lu' },
    ] as const;
    for (const c of cases) {
      for (const postcode of c.valid) {
        it(`accepts ${postcode} in ${c.country}`, () => {
          expect(isValidPostcode(c.country, postcode)).toBe(true);
          expect(errorsOf({ ...valid, countryCode: c.country, postcode }).postcode).toBeUndefined();
        });
      }
      for (const postcode of c.invalid) {
        it(`refuses ${postcode} in ${c.country} with ${c.code}`, () => {
          expect(postcodeErrorCode(c.country, postcode)).toBe(c.code);
          expect(errorsOf({ ...valid, countryCode: c.country, postcode }).postcode?.code).toBe(c.code);
        });
      }
    }

    it('refuses an unknown country', () => {
      expect(errorsOf({ ...valid, countryCode: 'DE' }).countryCode?.code).toBe('invalid');
    });

    it('reports the postcode and the other field errors together', () => {
      const errors = errorsOf({ ...valid, firstName: '', postcode: '123' });
      expect(errors.firstName?.code).toBe('required');
      expect(errors.postcode?.code).toBe('postcode_fr');
    });
  });

  describe('phones', () => {
    const phones = [
      { country: 'FR', valid: '06 12 34 56 78', invalid: '06 12 34' },
      { country: 'BE', valid: '0470 12 34 56', invalid: '0470 12' },
      { country: 'DE', valid: '01512 3456789', invalid: '0151' },
      { country: 'IT', valid: '312 345 6789', invalid: '31' },
      { country: 'LU', valid: '621 123 456', invalid: '62' },
    ] as const;
    for (const p of phones) {
      it(`parses a ${p.country} mobile with the ${p.country} phone country`, () => {
        expect(errorsOf({ ...valid, phoneNumber: p.valid, phoneNumberCountry: p.country }).phoneNumber).toBeUndefined();
        expect(errorsOf({ ...valid, phoneNumber: p.invalid, phoneNumberCountry: p.country }).phoneNumber?.code).toBe(
          'invalid_phone',
        );
      });
    }

    it('parses with FR by default, so an Italian national number needs its country or its prefix', () => {
      expect(errorsOf({ ...valid, phoneNumber: '312 345 6789' }).phoneNumber?.code).toBe('invalid_phone');
      expect(errorsOf({ ...valid, phoneNumber: '+39 312 345 6789' }).phoneNumber).toBeUndefined();
    });

    it('refuses a phone country outside FR, BE, DE, IT, LU', () => {
      expect(errorsOf({ ...valid, phoneNumberCountry: 'ES' }).phoneNumberCountry?.code).toBe('invalid');
    });

    it('checks the optional second phone only when given', () => {
      expect(errorsOf({ ...valid, phoneNumber2: '' }).phoneNumber2).toBeUndefined();
      expect(errorsOf({ ...valid, phoneNumber2: '12' }).phoneNumber2?.code).toBe('invalid_phone');
      expect(
        errorsOf({ ...valid, phoneNumber2: '0470 12 34 56', phoneNumber2Country: 'BE' }).phoneNumber2,
      ).toBeUndefined();
    });

    it('words the invalid phone error with forms.phone.error', () => {
      const result = validateForm(addressFormSchema, { ...valid, phoneNumber: '12' }, 'address');
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(result.violations).toContainEqual({
          propertyPath: 'phoneNumber',
          code: 'invalid_phone',
          message: "Le numéro de téléphone n'est pas valide.",
        });
      }
    });
  });
});
