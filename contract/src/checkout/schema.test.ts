import { describe, expect, it } from 'vitest';
import { checkoutAddressBodySchema, orderAddressOf } from './schema.ts';

describe('the address an order keeps', () => {
  it('is the address step’s, with what was left out as null', () => {
    const body = checkoutAddressBodySchema.parse({
      billingAddress: {
        firstName: 'Els',
        lastName: 'Peeters',
        countryCode: 'BE',
        street: 'Rue de la Station 8',
        postcode: '4000',
        city: 'Liège',
        phoneNumber: '+32470123456',
        phoneNumberCountry: 'BE',
      },
    });
    expect(orderAddressOf(body.billingAddress)).toEqual({
      firstName: 'Els',
      lastName: 'Peeters',
      company: null,
      countryCode: 'BE',
      provinceCode: null,
      provinceName: null,
      street: 'Rue de la Station 8',
      street2: null,
      postcode: '4000',
      city: 'Liège',
      phoneNumber: '+32470123456',
      phoneNumber2: null,
      deliveryInstructions: null,
    });
  });
});
