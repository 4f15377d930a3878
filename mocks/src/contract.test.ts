// The mocks cannot drift from the contract: every call of spec §7 is made with real fetch against the
// setupServer handlers, and every answer (success and error) is parsed with the contract's schema.
import { latestBuildSchema } from '@gamelle/contract/shared/build';
import { createGamelleClient } from '@gamelle/contract/shared/client';
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { crossSellSchema, footerSchema, headerSchema, pageSchema } from '@gamelle/contract/content/page';
import { localeListSchema } from '@gamelle/contract/content/common';
import { productBatchSchema, productSchemaFor } from '@gamelle/contract/catalogue/product';
import { rationResponseSchema, recommendationResponseSchema } from '@gamelle/contract/guide/rations';
import { apiErrorBodySchema, constraintViolationListSchema, hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { imageAuthResponseSchema, imageUploadResponseSchema } from '@gamelle/contract/shared/images';
import { searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { addressCollectionSchema, addressSchema } from '@gamelle/contract/address/schema';
import {
  authenticationResponseSchema,
  customerLookupResponseSchema,
  customerSchema,
  refreshTokenResponseSchema,
} from '@gamelle/contract/customer/schema';
import { cartSchema } from '@gamelle/contract/cart/schema';
import { channelSchema } from '@gamelle/contract/shared/channel';
import { knownTrackingActions, trackingResponseSchema } from '@gamelle/contract/marketing/tracking';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login, newCart, origin } from '../test/api.ts';
import { createMockServer } from './node.ts';
import { resetMockState } from './index.ts';

const { server, state } = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState(state);
});
afterAll(() => server.close());

const address = {
  firstName: 'Jan',
  lastName: 'Peeters',
  countryCode: 'BE',
  street: 'Veldstraat 30',
  postcode: '9000',
  city: 'Gent',
  phoneNumber: '+32470987654',
};

describe('Shop API answers parse with the contract', () => {
  it('cart calls', async () => {
    const token = await newCart();
    const added = await call(`/shop/orders/${token}/items`, {
      method: 'PATCH',
      body: { productVariant: '/api/v2/shop/product-variants/10000602', quantity: 2, subscriptionInterval: 31 },
    });
    const cart = cartSchema.parse(added.body);
    const itemId = cart.items[0]!.id;
    cartSchema.parse((await call(`/shop/orders/${token}`)).body);
    cartSchema.parse(
      (await call(`/shop/orders/${token}/items/${itemId}`, { method: 'PATCH', body: { quantity: 3 } })).body,
    );
    const { token: bearer, customer } = await login();
    cartSchema.parse((await call(`/shop/orders/${token}`, { method: 'PUT', body: { customer }, token: bearer })).body);
    const coupon = await call(`/shop/orders/${token}/apply-coupon`, {
      method: 'PATCH',
      body: { couponCode: 'CHATON15' },
      token: bearer,
    });
    expect(cartSchema.parse(coupon.body).couponCode).toBe('CHATON15');
    cartSchema.parse((await call(`/shop/orders/${token}/coupon/CHATON15`, { method: 'DELETE', token: bearer })).body);
    expect((await call(`/shop/orders/${token}/items/${itemId}`, { method: 'DELETE', token: bearer })).status).toBe(204);
    expect((await call(`/shop/orders/${token}`, { method: 'DELETE', token: bearer })).status).toBe(204);
  });

  it('customer and authentication calls', async () => {
    customerLookupResponseSchema.parse(
      (await call('/shop/customer/lookup', { method: 'POST', body: { email: 'demo@gamelle.fr' } })).body,
    );
    const registered = await call('/shop/customers', {
      method: 'POST',
      body: { email: 'new@example.com', password: 'secret5', firstName: 'Léa', lastName: 'Petit' },
    });
    expect(registered.status).toBe(201);
    const auth = authenticationResponseSchema.parse(
      (
        await call('/shop/authentication-token', {
          method: 'POST',
          body: { email: 'new@example.com', password: 'secret5' },
        })
      ).body,
    );
    const google = await call('/shop/authentication-token', {
      method: 'POST',
      body: { googleToken: 'g', botToken: 'b' },
    });
    authenticationResponseSchema.parse(google.body);
    refreshTokenResponseSchema.parse(
      (
        await call('/shop/authentication-token/refresh', {
          method: 'POST',
          body: { refresh_token: auth.refresh_token },
        })
      ).body,
    );
    const id = auth.customer.split('/').at(-1);
    customerSchema.parse((await call(`/shop/customers/${id}`, { token: auth.token })).body);
    customerSchema.parse(
      (await call(`/shop/customers/${id}`, { method: 'PUT', token: auth.token, body: { firstName: 'Léna' } })).body,
    );
    const password = await call(`/shop/customers/${id}/password`, {
      method: 'PUT',
      token: auth.token,
      body: { currentPassword: 'secret5', newPassword: 'secret6', confirmNewPassword: 'secret6' },
    });
    expect(password.status).toBe(204);
    expect(
      (await call('/shop/reset-password-requests', { method: 'POST', body: { email: 'new@example.com' } })).status,
    ).toBe(202);
    const [resetToken] = [...state.resetTokens.keys()];
    const reset = await call(`/shop/reset-password-requests/${resetToken}`, {
      method: 'PATCH',
      body: { newPassword: 'secret7', confirmNewPassword: 'secret7' },
    });
    expect(reset.status).toBe(202);
    channelSchema.parse((await call('/shop/channels/gamelle_nl')).body);
  });

  it('address calls', async () => {
    const { token } = await login();
    addressCollectionSchema.parse((await call('/shop/addresses', { token })).body);
    const created = addressSchema.parse((await call('/shop/addresses', { method: 'POST', token, body: address })).body);
    addressSchema.parse((await call(`/shop/addresses/${created.id}`, { token })).body);
    addressSchema.parse(
      (await call(`/shop/addresses/${created.id}`, { method: 'PUT', token, body: { ...address, city: 'Gand' } })).body,
    );
    expect((await call(`/shop/addresses/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
  });

  it('error bodies: 400, 401, 404 and 422', async () => {
    const notJson = await fetch(`${origin}/api/v2/shop/orders?locale=fr_FR`, { method: 'POST', body: 'nope' });
    expect(notJson.status).toBe(400);
    hydraErrorSchema.parse(await notJson.json());
    const unauthorized = await call('/shop/addresses');
    expect(unauthorized.status).toBe(401);
    apiErrorBodySchema.parse(unauthorized.body);
    const missing = await call('/shop/orders/nope');
    expect(hydraErrorSchema.parse(missing.body)['hydra:description']).toBe('Cart not found');
    const invalid = await call('/shop/customers', { method: 'POST', body: { email: 'x' } });
    expect(invalid.status).toBe(422);
    expect(constraintViolationListSchema.parse(invalid.body).violations.map((v) => v.propertyPath)).toContain('email');
  });
});

describe('content API answers parse with the contract', () => {
  it('products at every render level, by sku and by slug, and batches', async () => {
    for (const render of [0, 1, 2] as const) {
      productSchemaFor(render).parse(
        (await call('/b2c-products/sku-CHIEN-SEC-ADULTE-MR', { api: 'content', query: { render } })).body,
      );
      const bySlug = await call('/b2c-products/brokken-volwassen-hond-middelgrote-rassen-met-kip', {
        api: 'content',
        locale: 'nl',
        query: { render },
      });
      expect(productSchemaFor(render).parse(bySlug.body).sku).toBe('CHIEN-SEC-ADULTE-MR');
    }
    const batch = await call('/b2c-products', {
      api: 'content',
      query: { 'filters[sku][$in]': ['CHAT-SEC-CHATON', 'NOPE'], render: 1 },
    });
    expect(productBatchSchema.parse(batch.body).products.map((p) => p.sku)).toEqual(['CHAT-SEC-CHATON']);
    expect(batch.body).toMatchObject({ errors: [{ sku: 'NOPE', message: 'Product not found' }] });
    const none = await call('/b2c-products', { api: 'content' });
    expect(constraintViolationListSchema.parse(none.body).violations[0]?.propertyPath).toBe('filters[sku][$in]');
    expect((await call('/b2c-products/sku-NOPE', { api: 'content' })).status).toBe(404);
    expect((await call('/b2c-products/sku-CHAT-SEC-CHATON', { api: 'content', query: { render: 3 } })).status).toBe(
      422,
    );
  });

  it('category listing, header, footer, pages, cross-sells, rations, recommendations, locales', async () => {
    const listing = await call('/b2c-products/b2c-categories/chien/croquettes', {
      api: 'content',
      query: { sort: 'best_sellers', exclude: 'CHIEN-SEC-ADULTE-MR', 'filters[breed_size]': 'large' },
    });
    const parsed = categoryListingSchema.parse(listing.body);
    expect(parsed.products.map((p) => p.sku)).not.toContain('CHIEN-SEC-ADULTE-MR');
    headerSchema.parse((await call('/b2c-header', { api: 'content', locale: 'nl' })).body);
    footerSchema.parse((await call('/b2c-footer', { api: 'content' })).body);
    for (const key of ['page/conditions-generales', 'landing/abonnement', 'home', 'faq', 'stores']) {
      pageSchema.parse((await call(`/${key}`, { api: 'content' })).body);
    }
    pageSchema.parse((await call('/pagina/persoonlijke-gegevens', { api: 'content', locale: 'nl' })).body);
    crossSellSchema.parse((await call('/b2c-cross-sells/cross_sell_produit_cat', { api: 'content' })).body);
    rationResponseSchema.parse(
      (
        await call('/b2c-rations/getReco', {
          api: 'content',
          query: { ref: 'CHIEN-SEC-CHIOT-MR', weight: 8, month: 5 },
        })
      ).body,
    );
    const reco = await call('/b2c-recommendation/getReco', {
      api: 'content',
      method: 'POST',
      query: { list: 'true' },
      body: {
        animal: { type: 'cat', ageInMonths: 40, weight: 4, sterilized: true, condition: 'good', activity: 'low' },
      },
    });
    expect(recommendationResponseSchema.parse(reco.body).products[0]?.main).toBe(true);
    localeListSchema.parse((await call('/b2c-locales', { api: 'content' })).body);
    const unknownPage = await call('/page/inconnue', { api: 'content' });
    expect(unknownPage.status).toBe(404);
    hydraErrorSchema.parse(unknownPage.body);
  });
});

describe('search, tracking, images and build answers parse with the contract', () => {
  it('search and suggestions', async () => {
    searchResultSchema.parse((await call('/', { api: 'search', query: { q: 'chaton' } })).body);
    searchResultSchema.parse((await call('/', { api: 'search', query: { q: 'chat', lite: 'true' } })).body);
    searchSuggestionsSchema.parse((await call('/suggestions', { api: 'search', query: { q: 'croq' } })).body);
    expect((await call('/', { api: 'search', query: { q: '' } })).status).toBe(422);
  });

  it('tracking events and campaign reports', async () => {
    const event = {
      event: 'page_view',
      platform_env: 'test',
      site_entity: 'store',
      country_version: 'fr',
      store_code: 'gamelle_fr',
      app_name: 'gamelle-fr',
      abtests: {},
      page_path: '/',
    };
    const answer = trackingResponseSchema.parse(
      (await call('/', { api: 'tracking', method: 'POST', body: event })).body,
    );
    expect(knownTrackingActions(answer).length).toBe(Object.keys(answer).length);
    expect(
      (await call('/report/newsletter-exit', { api: 'tracking', method: 'POST', body: { app_name: 'gamelle-fr' } }))
        .status,
    ).toBe(204);
    expect(state.reportedCampaigns).toEqual(['newsletter-exit']);
  });

  it('image upload through the contract client, and build checks', async () => {
    const api = createGamelleClient({ baseUrl: origin, channelCode: 'gamelle_fr', localeCode: 'fr_FR', locale: 'fr' });
    const uploaded = await api.images.upload({
      file: new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      fileName: 'rex.svg',
      authenticationEndpoint: `${origin}/api/images/auth`,
      uploadEndpoint: `${origin}/api/images/upload`,
      publicKey: 'public_mock',
    });
    imageUploadResponseSchema.parse(uploaded);
    imageAuthResponseSchema.parse((await call('/auth', { api: 'images' })).body);
    const drawing = await fetch(`${origin}/api/images/products/chat-sec-chaton.svg?w=200`);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(await drawing.text()).toContain('>Chaton au<');
    latestBuildSchema.parse(await api.build.latest());
  });
});
