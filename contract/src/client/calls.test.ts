// Every §7 call: the method, path, query and body the client sends, and what it resolves to.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { address, cart, customer } from '../../test/fixtures.ts';
import { empty, fakeFetch, json } from '../../test/fake-fetch.ts';
import { hydraCollection } from '../jsonld.ts';
import { ApiError } from '../errors.ts';
import { createGamelleClient, type GamelleClient } from './index.ts';

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

const group = { hits: [], total: 0 };
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
    answer: empty(),
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
    call: (a) => a.customer.register({ email: 'a@b.fr', password: 'secret', firstName: 'A', lastName: 'B' }),
    method: 'POST',
    path: '/api/v2/shop/customers',
    body: { email: 'a@b.fr', password: 'secret', firstName: 'A', lastName: 'B' },
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
  {
    name: 'content: product by sku, summary level',
    answer: json({ render: 0, sku: 'A', slug: 'a', oldProduct: false }),
    call: (a) => a.content.product({ sku: 'A' }, 0),
    method: 'GET',
    path: '/api/content/b2c-products/sku-A',
    query: { locale: 'fr', render: '0' },
  },
  {
    name: 'content: product by slug',
    answer: json({ render: 0, sku: 'A', slug: 'a', oldProduct: false }),
    call: (a) => a.content.product({ slug: 'croquettes-chat' }, 0),
    method: 'GET',
    path: '/api/content/b2c-products/croquettes-chat',
  },
  {
    name: 'content: header',
    answer: json({ locale: 'fr', menu: [] }),
    call: (a) => a.content.header(),
    method: 'GET',
    path: '/api/content/b2c-header',
  },
  {
    name: 'content: footer',
    answer: json({ locale: 'fr', columns: [], legal: [] }),
    call: (a) => a.content.footer(),
    method: 'GET',
    path: '/api/content/b2c-footer',
  },
  {
    name: 'content: ration',
    answer: json({ ref: 'A', weight: 12, month: 30, daily_grams: 180 }),
    call: (a) => a.content.ration({ ref: 'A', weight: 12, month: 30 }),
    method: 'GET',
    path: '/api/content/b2c-rations/getReco',
    query: { locale: 'fr', ref: 'A', weight: '12', month: '30' },
  },
  {
    name: 'content: recommendation with list=true',
    answer: json({ eligible: true, refusals: [], products: [{ sku: 'A', main: true, daily_grams: 60 }] }),
    call: (a) =>
      a.content.recommend({
        animal: { type: 'cat', ageInMonths: 30, weight: 4, sterilized: true, condition: 'good', activity: 'indoor' },
      }),
    method: 'POST',
    path: '/api/content/b2c-recommendation/getReco',
    query: { locale: 'fr', list: 'true' },
  },
  {
    name: 'content: page trimmed of slashes',
    answer: json({ slug: 'cgv', locale: 'fr', attributes: { title: 'CGV' } }),
    call: (a) => a.content.page('/page/cgv/'),
    method: 'GET',
    path: '/api/content/page/cgv',
  },
  {
    name: 'search: suggestions',
    answer: json({ query: 'cro', suggestions: ['croquettes'] }),
    call: (a) => a.search.suggest('cro'),
    method: 'GET',
    path: '/api/search/suggestions',
    query: { locale: 'fr', q: 'cro' },
  },
  {
    name: 'search: results',
    answer: json({ query: 'chat', groups: { articles: group, categories: group, products: group } }),
    call: (a) => a.search.search('chat', { lite: true }),
    method: 'GET',
    path: '/api/search/',
    query: { locale: 'fr', q: 'chat', lite: 'true' },
  },
  {
    name: 'tracking: report a campaign',
    answer: empty(),
    call: (a) => a.tracking.report('summer', 'gamelle-fr'),
    method: 'POST',
    path: '/api/tracking/report/summer',
    body: { app_name: 'gamelle-fr' },
  },
  {
    name: 'build: latest with a timestamp',
    answer: json({ buildId: 'b1', builtAt: '2026-11-21T10:00:00Z' }),
    call: (a) => a.build.latest(1234),
    method: 'GET',
    path: '/_build/latest.json',
    query: { t: '1234' },
  },
  {
    name: 'build: route payload',
    answer: json({ product: { sku: 'A' } }),
    call: (a) => a.build.payload('/produits/croquettes/'),
    method: 'GET',
    path: '/_build/payload/produits/croquettes/payload.json',
    result: { product: { sku: 'A' } },
  },
];

describe('client calls', () => {
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

  it('tracking: posts the event with credentials and returns the known actions', async () => {
    const { fetch, calls } = fakeFetch(json({ popup: { campaign: 'c', popup_type: 'markdown_modal' }, unknown: 1 }));
    const event = {
      event: 'page_view' as const,
      platform_env: 'test',
      site_entity: 'store' as const,
      country_version: 'fr',
      store_code: 'gamelle_fr',
      app_name: 'gamelle-fr',
      abtests: {},
    };
    const actions = await createGamelleClient({ ...config, fetch }).tracking.track(event);
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.url.searchParams.get('locale')).toBe('fr');
    expect(calls[0]!.body).toEqual(event);
    expect(actions).toEqual([
      { name: 'popup', payload: { campaign: 'c', popup_type: 'markdown_modal', popup_configuration: {} } },
    ]);
  });

  it('content: category listing drops the current product', async () => {
    const listing = {
      category: { slug: 'chien', name: 'Chien', breadcrumb: [], children: [] },
      sort: 'best_sellers',
      products: [],
      totalItems: 0,
      facets: [],
    };
    const { fetch, calls } = fakeFetch(json(listing));
    await createGamelleClient({ ...config, fetch }).content.category('chien/croquettes', {
      sort: 'best_sellers',
      filters: { life_stage: ['adult', 'senior'] },
      exclude: 'A',
    });
    expect(calls[0]!.url.pathname).toBe('/api/content/b2c-products/b2c-categories/chien/croquettes');
    expect(calls[0]!.url.searchParams.getAll('filters[life_stage]')).toEqual(['adult', 'senior']);
    expect(calls[0]!.url.searchParams.get('sort')).toBe('best_sellers');
  });
});

describe('image upload', () => {
  afterEach(() => vi.useRealTimers());

  const options = {
    file: new Blob(['png']),
    fileName: 'rex.png',
    authenticationEndpoint: 'http://shop.test/api/images/auth',
    publicKey: 'pk_1',
    uploadEndpoint: 'http://shop.test/api/images/upload',
    tags: ['pet'],
  };

  it('authenticates, then posts the multipart form with the signature', async () => {
    const { fetch, calls } = fakeFetch(
      json({ signature: 'sig', token: 'tok', expire: 1_900_000_000 }),
      json({ fileId: 'f1', name: 'rex.png', url: '/api/images/pets/rex.png' }),
    );
    const uploaded = await createGamelleClient({ ...config, fetch }).images.upload(options);
    expect(uploaded.fileId).toBe('f1');
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/images/auth',
      'POST /api/images/upload',
    ]);
    const form = calls[1]!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      fileName: 'rex.png',
      publicKey: 'pk_1',
      signature: 'sig',
      expire: '1900000000',
      token: 'tok',
      tags: 'pet',
    });
    expect(calls[1]!.headers['Content-Type']).toBeUndefined();
  });

  it('refuses incomplete options and bad authentication answers with their own messages', async () => {
    const { fetch, calls } = fakeFetch(json({ signature: 'sig' }));
    const api = createGamelleClient({ ...config, fetch });
    await expect(api.images.upload({ ...options, publicKey: '' })).rejects.toMatchObject({
      code: 'missing_public_key',
      message: 'La clé publique est manquante.',
    });
    expect(calls).toHaveLength(0);
    await expect(api.images.upload(options)).rejects.toMatchObject({ code: 'invalid_authentication_response' });
    const down = fakeFetch(new TypeError('fetch failed'));
    const error = await createGamelleClient({ ...config, fetch: down.fetch })
      .images.upload(options)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network_failure');
  });

  it('gives up authenticating after 60 seconds', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch('hang');
    let settled = false;
    const pending = createGamelleClient({ ...config, fetch })
      .images.upload(options)
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'authentication_timeout', status: 0 });
  });
});
