import { describe, expect, it } from 'vitest';
import { address, cart, cartItem, customer } from '../../test/fixtures.ts';
import { hydraCollection } from '../shared/jsonld.ts';
import { addressCollectionSchema, addressSchema } from '../address/schema.ts';
import {
  addCartItemBodySchema,
  applyCouponBodySchema,
  cartSchema,
  changeCartItemBodySchema,
  createCartBodySchema,
  productVariantIri,
} from './schema.ts';
import { cartLoadOutcome, isUsableCart } from './load.ts';
import { channelSchema, shippingRateFor } from '../shared/channel.ts';
import {
  authenticationBodySchema,
  authenticationResponseSchema,
  customerSchema,
  customerUpdateBodySchema,
  isMissingAuthenticationData,
  passwordChangeBodySchema,
  resetPasswordBodySchema,
} from '../customer/schema.ts';
import { decodeTokenPayload, isTokenValid, tokenRefreshDelay } from '../customer/token.ts';

describe('cart', () => {
  it('parses a cart with its items, free products and totals in cents', () => {
    expect(cartSchema.parse(cart)).toEqual(cart);
  });

  it('refuses non-integer prices, unknown states and frequencies', () => {
    expect(cartSchema.safeParse({ ...cart, total: 107.82 }).success).toBe(false);
    expect(cartSchema.safeParse({ ...cart, state: 'open' }).success).toBe(false);
    expect(cartSchema.safeParse({ ...cart, items: [{ ...cartItem, subscriptionInterval: 30 }] }).success).toBe(false);
    expect(cartSchema.safeParse({ ...cart, items: [{ ...cartItem, subscriptionInterval: null }] }).success).toBe(true);
  });

  it('is used when it is a cart with items, deleted when empty, discarded otherwise', () => {
    expect(cartLoadOutcome(cart)).toBe('use');
    expect(cartLoadOutcome({ ...cart, items: [] })).toBe('delete');
    expect(cartLoadOutcome({ ...cart, state: 'completed' })).toBe('discard');
    expect(cartLoadOutcome({ ...cart, state: 'new', items: [] })).toBe('discard');
  });

  it('is usable only in state cart', () => {
    expect(isUsableCart(cart)).toBe(true);
    expect(isUsableCart({ state: 'completed' })).toBe(false);
  });

  it('validates the request bodies', () => {
    expect(createCartBodySchema.safeParse({ localeCode: 'nl_BE', channelCode: 'gamelle_nl' }).success).toBe(true);
    expect(createCartBodySchema.safeParse({ localeCode: 'de_DE', channelCode: 'gamelle_nl' }).success).toBe(false);
    const add = { productVariant: productVariantIri('12345678'), quantity: 1, subscriptionInterval: 42, upsell: true };
    expect(addCartItemBodySchema.safeParse(add).success).toBe(true);
    expect(addCartItemBodySchema.safeParse({ ...add, productVariant: '12345678' }).success).toBe(true);
    expect(addCartItemBodySchema.safeParse({ ...add, productVariant: '1234' }).success).toBe(false);
    expect(addCartItemBodySchema.safeParse({ ...add, quantity: 0 }).success).toBe(false);
    expect(applyCouponBodySchema.safeParse({ couponCode: '' }).success).toBe(false);
  });

  it('changes an item with quantity and/or frequency, at least one', () => {
    expect(changeCartItemBodySchema.safeParse({ quantity: 3 }).success).toBe(true);
    expect(changeCartItemBodySchema.safeParse({ subscriptionInterval: null }).success).toBe(true);
    expect(changeCartItemBodySchema.safeParse({ quantity: 2, subscriptionInterval: 62 }).success).toBe(true);
    expect(changeCartItemBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('customer and authentication', () => {
  it('parses the customer resource', () => {
    expect(customerSchema.parse(customer)).toEqual(customer);
    expect(customerSchema.safeParse({ ...customer, gender: 'x' }).success).toBe(false);
    expect(customerSchema.safeParse({ ...customer, communicationLanguage: 'en' }).success).toBe(false);
  });

  it('takes credentials or a Google token, each with a bot-check token', () => {
    expect(authenticationBodySchema.safeParse({ email: 'a@b.fr', password: 'secret', botToken: 'b' }).success).toBe(
      true,
    );
    expect(authenticationBodySchema.safeParse({ email: 'a@b.fr', password: 'secret' }).success).toBe(false);
    expect(authenticationBodySchema.safeParse({ email: 'a@b.fr', password: 'secret', botToken: '' }).success).toBe(
      false,
    );
    expect(authenticationBodySchema.safeParse({ googleToken: 'g', botToken: 'b' }).success).toBe(true);
    expect(authenticationBodySchema.safeParse({ googleToken: 'g' }).success).toBe(false);
  });

  it('rejects a login answer without customer or user as missing authentication data', () => {
    const full = {
      token: 'jwt',
      refresh_token: 'r',
      cart: 'tok123',
      customer: '/api/v2/shop/customers/5',
      user: { username: 'a@b.fr', verified: true, subscriber: false },
    };
    expect(authenticationResponseSchema.safeParse(full).success).toBe(true);
    for (const missing of ['customer', 'user'] as const) {
      const { [missing]: _, ...partial } = full;
      const result = authenticationResponseSchema.safeParse(partial);
      expect(result.success).toBe(false);
      expect(result.error && isMissingAuthenticationData(result.error)).toBe(true);
    }
    const badToken = authenticationResponseSchema.safeParse({ ...full, token: '' });
    expect(badToken.error && isMissingAuthenticationData(badToken.error)).toBe(false);
  });

  it('needs at least one field to update and a confirmation equal to the new password', () => {
    expect(customerUpdateBodySchema.safeParse({ defaultAddress: '/api/v2/shop/addresses/3' }).success).toBe(true);
    expect(customerUpdateBodySchema.safeParse({}).success).toBe(false);
    const passwords = { currentPassword: 'old-one', newPassword: 'new-one', confirmNewPassword: 'new-one' };
    expect(passwordChangeBodySchema.safeParse(passwords).success).toBe(true);
    expect(passwordChangeBodySchema.safeParse({ ...passwords, confirmNewPassword: 'other' }).success).toBe(false);
    expect(resetPasswordBodySchema.safeParse({ newPassword: 'abc', confirmNewPassword: 'abc' }).success).toBe(false);
  });
});

describe('tokens', () => {
  const jwt = (payload: object) =>
    `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

  it('decodes the payload and tells whether the user is logged in', () => {
    const payload = decodeTokenPayload(jwt({ exp: 2_000_000_000, username: 'jeanne@example.fr' }));
    expect(payload).toEqual({ exp: 2_000_000_000, username: 'jeanne@example.fr' });
    expect(isTokenValid(payload, 1_999_999_999_000)).toBe(true);
    expect(isTokenValid(payload, 2_000_000_000_000)).toBe(false);
    expect(decodeTokenPayload('not-a-jwt')).toBeNull();
    expect(decodeTokenPayload(jwt({ username: 'x' }))).toBeNull();
    expect(isTokenValid(null)).toBe(false);
  });

  it('schedules the refresh 10 minutes before expiry, at once inside that window', () => {
    const exp = 10_000;
    expect(tokenRefreshDelay({ exp }, exp * 1000 - 60 * 60 * 1000)).toBe(50 * 60 * 1000);
    expect(tokenRefreshDelay({ exp }, exp * 1000 - 5 * 60 * 1000)).toBe(0);
  });
});

describe('addresses and channel', () => {
  it('parses an address and the hydra list of addresses', () => {
    expect(addressSchema.parse(address)).toEqual(address);
    const list = addressCollectionSchema.parse(hydraCollection([address]));
    expect(list['hydra:member'][0]?.city).toBe('Paris');
  });

  it('gives the free-shipping threshold per country', () => {
    const channel = channelSchema.parse({
      '@id': '/api/v2/shop/channels/gamelle_be',
      '@type': 'Channel',
      code: 'gamelle_be',
      name: 'Gamelle Belgique',
      baseCurrency: 'EUR',
      locale: 'fr',
      defaultLocaleCode: 'fr_BE',
      countries: ['BE', 'LU'],
      shippingRates: [
        { countryCode: 'BE', fee: 590, freeShippingThreshold: 5900 },
        { countryCode: 'LU', fee: 790, freeShippingThreshold: 6900 },
      ],
    });
    expect(shippingRateFor(channel, 'LU')?.freeShippingThreshold).toBe(6900);
    expect(shippingRateFor(channel, 'FR')?.countryCode).toBe('BE');
  });
});
