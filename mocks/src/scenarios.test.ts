// Each scenario overrides what it says, for the calls it targets, and the rest of the mocks keep working.
import { createGamelleClient } from '@gamelle/contract/shared/client';
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { productSchemaFor } from '@gamelle/contract/catalogue/product';
import {
  ApiError,
  constraintViolationListSchema,
  hydraErrorSchema,
  unauthorizedErrorSchema,
} from '@gamelle/contract/shared/errors';
import { addressCollectionSchema } from '@gamelle/contract/address/schema';
import { cartSchema } from '@gamelle/contract/cart/schema';
import { searchResultSchema } from '@gamelle/contract/search/schema';
import { describe, expect, it } from 'vitest';
import { call, login, newCart, origin } from '../test/api.ts';
import { setupMockServer } from '../test/server.ts';
import { scenarios } from './index.ts';

const { server, state } = setupMockServer();

describe('serverError', () => {
  it('answers 500 with the generic message on every API call by default', async () => {
    server.use(...scenarios.serverError());
    for (const answer of [await call('/b2c-header', { api: 'content' }), await call('/shop/orders/x')]) {
      expect(answer.status).toBe(500);
      expect(hydraErrorSchema.parse(answer.body)['hydra:description']).toBe('Une erreur est survenue');
    }
  });

  it('only on the targeted call, and the contract client surfaces it as an ApiError', async () => {
    server.use(...scenarios.serverError({ path: '*/api/content/b2c-footer', method: 'get' }));
    expect((await call('/b2c-header', { api: 'content' })).status).toBe(200);
    const api = createGamelleClient({
      baseUrl: origin,
      channelCode: 'gamelle_fr',
      localeCode: 'fr_FR',
      locale: 'fr',
      retryDelayMs: 0,
    });
    const failure = await api.content.footer().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, message: 'Une erreur est survenue' });
  });
});

describe('validationError', () => {
  it('answers 422 with the given violations on writes, and leaves reads alone', async () => {
    const violations = [{ propertyPath: 'postcode', code: 'postcode_fr', message: 'Code postal invalide' }];
    server.use(...scenarios.validationError(violations, { path: '*/api/v2/shop/addresses' }));
    const { token } = await login();
    const answer = await call('/shop/addresses', { method: 'POST', token, body: {} });
    expect(answer.status).toBe(422);
    expect(constraintViolationListSchema.parse(answer.body).violations).toEqual(violations);
    expect((await call('/shop/addresses', { token })).status).toBe(200);
  });
});

describe('throttled', () => {
  it("answers 429 with Retry-After and the server's text in the request's language, on the targeted call only", async () => {
    server.use(...scenarios.throttled('too_many_reset_requests', { path: '*/api/v2/shop/reset-password-requests' }));
    const body = { email: 'demo@gamelle.fr' };
    const fr = await fetch(`${origin}/api/v2/shop/reset-password-requests?locale=fr_FR`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(fr.status).toBe(429);
    expect(fr.headers.get('retry-after')).toBe('900');
    expect(hydraErrorSchema.parse(await fr.json())['hydra:description']).toMatch(/^Trop de demandes/);
    const nl = await call('/shop/reset-password-requests', { method: 'POST', body, locale: 'nl_BE' });
    expect(hydraErrorSchema.parse(nl.body)['hydra:description']).toMatch(/^Te veel aanvragen/);
    expect((await call('/shop/customer/lookup', { method: 'POST', body })).status).toBe(200);
  });
});

describe('slow', () => {
  it('answers after the delay, with the usual answer, while other calls stay quick', async () => {
    server.use(...scenarios.slow(300, { path: '*/api/content/b2c-header' }));
    const finished: string[] = [];
    const started = performance.now();
    const [slow] = await Promise.all([
      call('/b2c-header', { api: 'content' }).then((answer) => (finished.push('header'), answer)),
      call('/b2c-footer', { api: 'content' }).then((answer) => (finished.push('footer'), answer)),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.status).toBe(200);
    expect(finished).toEqual(['footer', 'header']);
  });
});

describe('empty', () => {
  it('empties listings, search and the address book, keeping the rest', async () => {
    server.use(...scenarios.empty(state));
    const listing = categoryListingSchema.parse(
      (await call('/b2c-products/b2c-categories/chien', { api: 'content' })).body,
    );
    expect(listing).toMatchObject({ products: [], totalItems: 0 });
    const found = searchResultSchema.parse((await call('/', { api: 'search', query: { q: 'chien' } })).body);
    expect(found.groups.products.total).toBe(0);
    const { token } = await login();
    expect(addressCollectionSchema.parse((await call('/shop/addresses', { token })).body)['hydra:member']).toEqual([]);
    expect((await call('/b2c-header', { api: 'content' })).status).toBe(200);
  });
});

describe('outOfStock', () => {
  it('shows the given variants out of stock and refuses to add them, other variants unchanged', async () => {
    server.use(...scenarios.outOfStock(['10000601'], state));
    const product = productSchemaFor(2).parse(
      (await call('/b2c-products/sku-CHIEN-SEC-ADULTE-MR', { api: 'content', query: { render: 2 } })).body,
    );
    expect(product.variants.map((v) => [v.code, v.stock_state, v.in_stock])).toEqual([
      ['10000601', 'out_of_stock', false],
      ['10000602', 'in_stock', true],
      ['10000603', 'in_stock', true],
    ]);
    const token = await newCart();
    const refused = await call(`/shop/orders/${token}/items`, {
      method: 'PATCH',
      body: { productVariant: '10000601', quantity: 1 },
    });
    expect(constraintViolationListSchema.parse(refused.body).violations[0]?.code).toBe('out_of_stock');
    const added = await call(`/shop/orders/${token}/items`, {
      method: 'PATCH',
      body: { productVariant: '10000602', quantity: 1 },
    });
    expect(cartSchema.parse(added.body).items).toHaveLength(1);
  });

  it('takes every variant out of stock when no code is given', async () => {
    server.use(...scenarios.outOfStock(undefined, state));
    const listing = categoryListingSchema.parse(
      (await call('/b2c-products/b2c-categories/chat', { api: 'content' })).body,
    );
    expect(listing.products.flatMap((p) => p.variants).every((v) => v.stock_state === 'out_of_stock')).toBe(true);
  });
});

describe('expiredToken', () => {
  it('answers 401 Expired JWT Token to calls with a token, refuses the refresh, lets anonymous calls through', async () => {
    const { token, refresh_token } = await login();
    server.use(...scenarios.expiredToken());
    const answer = await call('/shop/addresses', { token });
    expect(answer.status).toBe(401);
    expect(unauthorizedErrorSchema.parse(answer.body).message).toBe('Expired JWT Token');
    expect((await call('/shop/authentication-token/refresh', { method: 'POST', body: { refresh_token } })).status).toBe(
      401,
    );
    expect((await call('/b2c-header', { api: 'content' })).status).toBe(200);
  });

  it('makes the contract client call onUnauthorized, so the shop logs the customer out', async () => {
    const { token } = await login();
    server.use(...scenarios.expiredToken());
    const loggedOut: number[] = [];
    const api = createGamelleClient({
      baseUrl: origin,
      channelCode: 'gamelle_fr',
      localeCode: 'fr_FR',
      locale: 'fr',
      getToken: () => token,
      onUnauthorized: (error) => loggedOut.push(error.status),
    });
    await expect(api.addresses.list()).rejects.toMatchObject({ status: 401, message: 'Expired JWT Token' });
    expect(loggedOut).toEqual([401]);
  });
});
