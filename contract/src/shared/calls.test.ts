// Every Shop API call of §7: the method, path, query and body the client sends, and what it resolves to.
import { describe, expect, it } from 'vitest';
import { address, cart, customer } from '../../test/fixtures.ts';
import { empty, fakeFetch, json } from '../../test/fake-fetch.ts';
import { hydraCollection } from './jsonld.ts';
import { createGamelleClient, type GamelleClient } from './client.ts';

const config = {
  baseUrl: 'http://shop.test',
  channelCode: 'gamelle_fr',
  localeCode: 'fr_FR',
  locale: 'fr',
  retryDelayMs: 0,
} as const;

type Case = {
  name: string;
  answer: Response;
  call: (api: GamelleClient) => Promise<unknown>;
  method: string;
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  result?: unknown;
};

const channel = {
  '@id': '/api/v2/shop/channels/gamelle_fr',
  '@type': 'Channel',
  code: 'gamelle_fr',
  name: 'Gamelle',
  baseCurrency: 'EUR',
  locale: 'fr',
  defaultLocaleCode: 'fr_FR',
  countries: ['FR'],
  shippingRates: [{ countryCode: 'FR', fee: 490, freeShippingThreshold: 4900 }],
};

const cases: Case[] = [
  {
    name: 'cart: get',
    answer: json(cart),
    call: (a) => a.cart.get('tok123'),
    method: 'GET',
    path: '/api/v2/shop/orders/tok123',
    result: cart,
  },
  {
    name: 'cart: create',
    answer: json(cart, 201),
    call: (a) => a.cart.create({ localeCode: 'fr_FR', channelCode: 'gamelle_fr' }),
    method: 'POST',
    path: '/api/v2/shop/orders',
    body: { localeCode: 'fr_FR', channelCode: 'gamelle_fr' },
  },
  {
    name: 'cart: add item',
    answer: json(cart),
    call: (a) =>
      a.cart.addItem('tok123', {
        productVariant: '12345678',
        quantity: 2,
        subscriptionInterval: 31,
        sourceItemList: 'home',
        upsell: true,
      }),
    method: 'PATCH',
    path: '/api/v2/shop/orders/tok123/items',
    body: { productVariant: '12345678', quantity: 2, subscriptionInterval: 31, sourceItemList: 'home', upsell: true },
  },
  {
    name: 'cart: change item frequency alone',
    answer: json(cart),
    call: (a) => a.cart.changeItem('tok123', 7, { subscriptionInterval: 62 }),
    method: 'PATCH',
    path: '/api/v2/shop/orders/tok123/items/7',
    body: { subscriptionInterval: 62 },
  },
  {
    name: 'cart: remove item',
    answer: json(cart),
    call: (a) => a.cart.removeItem('tok123', 7),
    method: 'DELETE',
    path: '/api/v2/shop/orders/tok123/items/7',
  },
  {
    name: 'cart: apply coupon',
    answer: json(cart),
    call: (a) => a.cart.applyCoupon('tok123', 'BIENVENUE5'),
    method: 'PATCH',
    path: '/api/v2/shop/orders/tok123/apply-coupon',
    body: { couponCode: 'BIENVENUE5' },
  },
  {
    name: 'cart: remove coupon',
    answer: json(cart),
    call: (a) => a.cart.removeCoupon('tok123', 'BIENVENUE 5'),
    method: 'DELETE',
    path: '/api/v2/shop/orders/tok123/coupon/BIENVENUE%205',
  },
  {
    name: 'cart: attach customer',
    answer: json(cart),
    call: (a) => a.cart.attachCustomer('tok123', '/api/v2/shop/customers/5'),
    method: 'PUT',
    path: '/api/v2/shop/orders/tok123',
    body: { customer: '/api/v2/shop/customers/5' },
  },
  {
    name: 'cart: delete',
    answer: empty(),
    call: (a) => a.cart.delete('tok123'),
    method: 'DELETE',
    path: '/api/v2/shop/orders/tok123',
  },
  {
    name: 'customer: lookup',
    answer: json({ email: 'a@b.fr', exists: true, hasPassword: true }),
    call: (a) => a.customer.lookup('a@b.fr'),
    method: 'POST',
    path: '/api/v2/shop/customer/lookup',
    body: { email: 'a@b.fr' },
  },
  {
    name: 'customer: register',
    answer: empty(201),
    call: (a) =>
      a.customer.register({ email: 'a@b.fr', password: 'secret', firstName: 'A', lastName: 'B', botToken: 'b' }),
    method: 'POST',
    path: '/api/v2/shop/customers',
    body: { email: 'a@b.fr', password: 'secret', firstName: 'A', lastName: 'B', botToken: 'b' },
  },
  {
    name: 'customer: log in with Google',
    answer: json({
      token: 'jwt',
      refresh_token: 'r',
      cart: null,
      customer: '/api/v2/shop/customers/5',
      user: { username: 'a@b.fr', verified: true, subscriber: true },
    }),
    call: (a) => a.customer.logIn({ googleToken: 'g', botToken: 'b' }),
    method: 'POST',
    path: '/api/v2/shop/authentication-token',
    body: { googleToken: 'g', botToken: 'b' },
  },
  {
    name: 'customer: refresh',
    answer: json({ token: 'jwt2', refresh_token: 'r2' }),
    call: (a) => a.customer.refresh('r'),
    method: 'POST',
    path: '/api/v2/shop/authentication-token/refresh',
    body: { refresh_token: 'r' },
    result: { token: 'jwt2', refresh_token: 'r2' },
  },
  {
    name: 'customer: get by IRI',
    answer: json(customer),
    call: (a) => a.customer.get('/api/v2/shop/customers/5'),
    method: 'GET',
    path: '/api/v2/shop/customers/5',
  },
  {
    name: 'customer: choose favourite address',
    answer: json(customer),
    call: (a) => a.customer.update(5, { defaultAddress: '/api/v2/shop/addresses/3' }),
    method: 'PUT',
    path: '/api/v2/shop/customers/5',
    body: { defaultAddress: '/api/v2/shop/addresses/3' },
  },
  {
    name: 'customer: change password (new password as its own confirmation)',
    answer: empty(),
    call: (a) => a.customer.changePassword(5, { currentPassword: 'old-one', newPassword: 'new-one' }),
    method: 'PUT',
    path: '/api/v2/shop/customers/5/password',
    body: { currentPassword: 'old-one', newPassword: 'new-one', confirmNewPassword: 'new-one' },
  },
  {
    name: 'customer: request a password reset',
    answer: empty(202),
    call: (a) => a.customer.requestPasswordReset({ email: 'a@b.fr' }),
    method: 'POST',
    path: '/api/v2/shop/reset-password-requests',
    body: { email: 'a@b.fr' },
  },
  {
    name: 'customer: reset the password',
    answer: empty(202),
    call: (a) => a.customer.resetPassword('reset-tok', { newPassword: 'secret', confirmNewPassword: 'secret' }),
    method: 'PATCH',
    path: '/api/v2/shop/reset-password-requests/reset-tok',
    body: { newPassword: 'secret', confirmNewPassword: 'secret' },
  },
  {
    name: 'channel',
    answer: json(channel),
    call: (a) => a.customer.channel(),
    method: 'GET',
    path: '/api/v2/shop/channels/gamelle_fr',
  },
  {
    name: 'addresses: list (hydra:member)',
    answer: json(hydraCollection([address])),
    call: (a) => a.addresses.list(),
    method: 'GET',
    path: '/api/v2/shop/addresses',
    result: [address],
  },
  {
    name: 'addresses: get',
    answer: json(address),
    call: (a) => a.addresses.get(3),
    method: 'GET',
    path: '/api/v2/shop/addresses/3',
  },
  {
    name: 'addresses: create',
    answer: json(address, 201),
    call: (a) => a.addresses.create({ firstName: 'Jeanne' } as never),
    method: 'POST',
    path: '/api/v2/shop/addresses',
    body: { firstName: 'Jeanne' },
  },
  {
    name: 'addresses: update',
    answer: json(address),
    call: (a) => a.addresses.update('/api/v2/shop/addresses/3', { city: 'Lyon' } as never),
    method: 'PUT',
    path: '/api/v2/shop/addresses/3',
  },
  {
    name: 'addresses: delete',
    answer: empty(),
    call: (a) => a.addresses.remove(3),
    method: 'DELETE',
    path: '/api/v2/shop/addresses/3',
  },
];

describe('Shop API calls', () => {
  it.each(cases)('$name', async (c) => {
    const { fetch, calls } = fakeFetch(c.answer);
    const result = await c.call(createGamelleClient({ ...config, fetch }));
    expect(calls).toHaveLength(1);
    const sent = calls[0]!;
    expect(sent.method).toBe(c.method);
    expect(sent.url.pathname).toBe(c.path);
    if (c.path.startsWith('/api/v2/')) {
      expect(sent.url.searchParams.get('channelCode')).toBe('gamelle_fr');
      expect(sent.url.searchParams.get('locale')).toBe('fr_FR');
    }
    if (c.query) expect(Object.fromEntries(sent.url.searchParams)).toEqual(c.query);
    if (c.body !== undefined) expect(sent.body).toEqual(c.body);
    if (c.result !== undefined) expect(result).toEqual(c.result);
  });
});
