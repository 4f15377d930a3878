import { describe, expect, it } from 'vitest';
import { addressFormValues } from './form-values.ts';

describe('a stored address in the address form', () => {
  it('leaves missing fields empty and reads each phone’s country from its number', () => {
    const values = addressFormValues({
      firstName: 'Els',
      lastName: 'Peeters',
      company: null,
      countryCode: 'BE',
      street: 'Rue de la Station 8',
      postcode: '4000',
      city: 'Liège',
      phoneNumber: '+32470123456',
      phoneNumber2: null,
    });
    expect(values).toMatchObject({ company: '', provinceCode: '', street2: '', phoneNumber2: '' });
    expect(values.phoneNumberCountry).toBe('BE');
    expect(values.phoneNumber2Country).toBe('BE');
    expect(addressFormValues({ ...values, phoneNumber2: '+33612345678' }).phoneNumber2Country).toBe('FR');
  });
});
