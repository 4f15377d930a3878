// Content API, search, tracking, image upload and build-check calls of §7.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { empty, fakeFetch, json } from '../../test/fake-fetch.ts';
import { ApiError } from './errors.ts';
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

const group = { hits: [], total: 0 };
const cases: Case[] = [
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

describe('content, search, tracking and build calls', () => {
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
