import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { cart } from '../../test/fixtures.ts';
import { empty, fakeFetch, json } from '../../test/fake-fetch.ts';
import { ApiError, constraintViolationList } from './errors.ts';
import { AddToCartError, createGamelleClient } from './client.ts';
import { request, type ClientConfig } from './http.ts';

const base = {
  baseUrl: 'http://shop.test',
  channelCode: 'gamelle_be',
  localeCode: 'fr_BE',
  locale: 'fr',
  retryDelayMs: 0,
} as const;

function client(fetch: typeof globalThis.fetch, extra: Partial<ClientConfig> = {}) {
  return createGamelleClient({ ...base, fetch, ...extra });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.useRealTimers());

describe('request building', () => {
  it('sends channelCode and locale, JSON-LD accept and the bearer token on Shop API calls', async () => {
    const { fetch, calls } = fakeFetch(json(cart));
    await client(fetch, { getToken: () => 'jwt-1' }).cart.get('tok123');
    const call = calls[0]!;
    expect(call.url.pathname).toBe('/api/v2/shop/orders/tok123');
    expect(call.url.searchParams.get('channelCode')).toBe('gamelle_be');
    expect(call.url.searchParams.get('locale')).toBe('fr_BE');
    expect(call.headers.Accept).toBe('application/ld+json');
    expect(call.headers.Authorization).toBe('Bearer jwt-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, calls } = fakeFetch(json(cart));
    await client(fetch, { getToken: () => null }).cart.get('tok123');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends PATCH bodies as merge-patch and POST bodies as JSON-LD', async () => {
    const { fetch, calls } = fakeFetch(json(cart));
    const api = client(fetch);
    await api.cart.changeItem('tok123', 7, { quantity: 3 });
    await api.cart.create({ localeCode: 'fr_BE', channelCode: 'gamelle_be' });
    expect(calls[0]!.method).toBe('PATCH');
    expect(calls[0]!.headers['Content-Type']).toBe('application/merge-patch+json');
    expect(calls[0]!.body).toEqual({ quantity: 3 });
    expect(calls[1]!.headers['Content-Type']).toBe('application/ld+json');
  });

  it('sends only locale to the content API, without token', async () => {
    const { fetch, calls } = fakeFetch(json({ key: 'cross_sell_produit_cat', main_product: null, products: [] }));
    await client(fetch, { locale: 'nl', getToken: () => 'jwt' }).content.crossSells('cat');
    expect(calls[0]!.url.pathname).toBe('/api/content/b2c-cross-sells/cross_sell_produit_cat');
    expect([...calls[0]!.url.searchParams]).toEqual([['locale', 'nl']]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers.Accept).toBe('application/json');
  });

  it('repeats array query values', async () => {
    const { fetch, calls } = fakeFetch(json({ products: [] }));
    const result = await client(fetch).content.products(['A', 'B'], 1);
    expect(calls[0]!.url.searchParams.getAll('filters[sku][$in]')).toEqual(['A', 'B']);
    expect(calls[0]!.url.searchParams.get('render')).toBe('1');
    expect(result.errors).toEqual([
      { sku: 'A', message: 'Product not found' },
      { sku: 'B', message: 'Product not found' },
    ]);
  });
});

describe('retries', () => {
  it('retries a GET once on a retried status, then succeeds', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), json(cart));
    await expect(client(fetch).cart.get('tok123')).resolves.toEqual(cart);
    expect(calls).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    const { fetch, calls } = fakeFetch(json({ detail: 'down' }, 502));
    const error = await failure(client(fetch).cart.get('tok123'));
    expect(calls).toHaveLength(2);
    expect(error.status).toBe(502);
    expect(error.message).toBe('down');
  });

  for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
    it(`retries a GET on ${status}`, async () => {
      const { fetch, calls } = fakeFetch(json({}, status), json(cart));
      await client(fetch).cart.get('tok123');
      expect(calls).toHaveLength(2);
    });
  }

  for (const status of [400, 401, 403, 404, 422, 501]) {
    it(`does not retry a GET on ${status}`, async () => {
      const { fetch, calls } = fakeFetch(json({}, status), json(cart));
      await failure(client(fetch).cart.get('tok123'));
      expect(calls).toHaveLength(1);
    });
  }

  it('never retries POST, PUT, PATCH or DELETE', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503));
    const api = client(fetch);
    await failure(api.cart.create({ localeCode: 'fr_BE', channelCode: 'gamelle_be' }));
    await failure(api.cart.attachCustomer('tok123', '/api/v2/shop/customers/5'));
    await failure(api.cart.changeItem('tok123', 7, { quantity: 2 }));
    await failure(api.cart.delete('tok123'));
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
  });

  it('retries a GET once after a network failure', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('fetch failed'), json(cart));
    await expect(client(fetch).cart.get('tok123')).resolves.toEqual(cart);
    expect(calls).toHaveLength(2);
  });

  it('honours Retry-After (capped) before retrying', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(json({}, 429, { 'Retry-After': '2' }), json(cart));
    const pending = client(fetch).cart.get('tok123');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(cart);
    expect(calls).toHaveLength(2);
  });
});

describe('errors', () => {
  it('maps a 422 ConstraintViolationList to violations', async () => {
    const body = constraintViolationList([
      { propertyPath: 'couponCode', message: 'Code invalide', code: 'coupon_invalid' },
    ]);
    const { fetch } = fakeFetch(json(body, 422));
    const error = await failure(client(fetch).cart.applyCoupon('tok123', 'NOPE'));
    expect(error.status).toBe(422);
    expect(error.violations).toEqual(body.violations);
    expect(error.body).toEqual(body);
  });

  it("refuses a cart call without a cart token with 'Cart not found', before any request", async () => {
    const { fetch, calls } = fakeFetch(json(cart));
    const error = await failure(client(fetch).cart.addItem('', { productVariant: '12345678', quantity: 1 }));
    expect(error.message).toBe('Cart not found');
    expect(calls).toHaveLength(0);
  });

  it('calls onUnauthorized on a 401 to a call made with a token, not without one', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(json({ code: 401, message: 'Expired JWT Token' }, 401));
    const error = await failure(client(fetch, { getToken: () => 'old', onUnauthorized }).customer.get(5));
    expect(error.message).toBe('Expired JWT Token');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await failure(client(fetch, { onUnauthorized }).customer.get(5));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rejects an answer that does not match the schema', async () => {
    const { fetch } = fakeFetch(json({ ...cart, total: 'free' }));
    const error = await failure(client(fetch).cart.get('tok123'));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toBe('Unexpected response from the server');
  });

  it("rejects a login answer without customer or user as 'Missing authentication data'", async () => {
    const { fetch } = fakeFetch(
      json({ token: 'jwt', refresh_token: 'r', cart: null, customer: '/api/v2/shop/customers/5' }),
    );
    const error = await failure(client(fetch).customer.logIn({ email: 'a@b.fr', password: 'secret', botToken: 'b' }));
    expect(error.message).toBe('Missing authentication data');
    expect(error.code).toBe('missing_authentication_data');
  });

  it('rejects a failed add-to-cart with the server description and the reloaded cart', async () => {
    const body = constraintViolationList([{ propertyPath: 'quantity', message: 'Stock insuffisant', code: 'stock' }]);
    const { fetch, calls } = fakeFetch(json(body, 422), json(cart));
    const error = await failure(client(fetch).cart.addItem('tok123', { productVariant: '12345678', quantity: 99 }));
    expect(error).toBeInstanceOf(AddToCartError);
    expect(error.message).toBe('quantity: Stock insuffisant');
    expect(error.violations).toEqual(body.violations);
    expect((error as AddToCartError).cart).toEqual(cart);
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'GET']);
  });

  it("falls back to 'generic.error' and a null cart when nothing more is known", async () => {
    const { fetch } = fakeFetch(empty(500));
    const error = (await failure(
      client(fetch).cart.addItem('tok123', { productVariant: '12345678', quantity: 1 }),
    )) as AddToCartError;
    expect(error.message).toBe('generic.error');
    expect(error.status).toBe(500);
    expect(error.cart).toBeNull();
  });

  it('resolves to undefined on 204', async () => {
    const { fetch } = fakeFetch(empty());
    await expect(client(fetch).cart.delete('tok123')).resolves.toBeUndefined();
  });
});

describe('timeouts and the search errors of §8', () => {
  it("reports 'Connection timeout' with status 0 when no answer comes", async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch('hang');
    const pending = failure(
      client(fetch, { timeouts: { connectMs: 1000 } }).search.search('croquettes', { timeouts: { connectMs: 1000 } }),
    );
    await vi.advanceTimersByTimeAsync(2000);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Connection timeout');
    expect(calls).toHaveLength(2);
  });

  it("reports 'Socket timeout' when the body does not come", async () => {
    vi.useFakeTimers();
    const slowBody = () =>
      ({
        ok: true,
        status: 200,
        headers: new Headers(),
        text: () => new Promise<string>(() => {}),
      }) as unknown as Response;
    const { fetch } = fakeFetch(slowBody);
    const pending = failure(client(fetch).search.search('chat', { timeouts: { connectMs: 1000, responseMs: 500 } }));
    await vi.advanceTimersByTimeAsync(1500);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Socket timeout');
  });

  it("uses the error's message, or 'Network request failed' when it has none", async () => {
    const failing = fakeFetch(new TypeError('getaddrinfo ENOTFOUND search'));
    expect((await failure(client(failing.fetch).search.suggest('cro'))).message).toBe('getaddrinfo ENOTFOUND search');
    const silent = fakeFetch(new TypeError(''));
    const error = await failure(client(silent.fetch).search.suggest('cro'));
    expect(error.message).toBe('Network request failed');
    expect(error.status).toBe(0);
  });

  it("lets the caller's own abort through unchanged, without retrying", async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch('hang');
    const pending = request(
      { ...base, fetch },
      { api: 'search', method: 'GET', path: '/', schema: z.object({}), signal: controller.signal },
    );
    controller.abort(new DOMException('navigated away', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'navigated away' });
    expect(calls).toHaveLength(1);
  });
});

describe('injectable parsing', () => {
  it('parses with a lazily loaded schema by default, and refuses an answer the schema rejects', async () => {
    const load = vi.fn(async () => z.object({ n: z.number() }));
    const ok = await request(
      { ...base, fetch: fakeFetch(json({ n: 1, extra: true })).fetch },
      { api: 'content', method: 'GET', path: '/x', schema: load },
    );
    expect(ok).toEqual({ n: 1 });
    const error = await failure(
      request(
        { ...base, fetch: fakeFetch(json({ n: 'one' })).fetch },
        { api: 'content', method: 'GET', path: '/x', schema: load },
      ),
    );
    expect(error.code).toBe('invalid_response');
  });

  it('trusts the typed answer without loading the schema when validate is false (the browser)', async () => {
    const load = vi.fn(async () => z.object({ n: z.number() }));
    const answer = await request(
      { ...base, validate: false, fetch: fakeFetch(json({ n: 'one' })).fetch },
      { api: 'content', method: 'GET', path: '/x', schema: load },
    );
    expect(answer).toEqual({ n: 'one' });
    expect(load).not.toHaveBeenCalled();
  });
});
