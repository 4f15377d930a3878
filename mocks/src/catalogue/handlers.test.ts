// Catalogue answers parse with the contract: products at every render level by sku and slug, batches with their
// per-sku errors, category listings with sort, filters and exclusion, cross-sells.
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { productBatchSchema, productSchemaFor } from '@gamelle/contract/catalogue/product';
import { productReviewCollectionSchema } from '@gamelle/contract/catalogue/reviews-schema';
import { crossSellSchema } from '@gamelle/contract/content/page';
import { constraintViolationListSchema, hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

describe('answers parse with the contract', () => {
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

  it('category listing with sort, filters and exclusion; cross-sells; an unknown category is a 404', async () => {
    const listing = await call('/b2c-products/b2c-categories/chien/croquettes', {
      api: 'content',
      query: { sort: 'best_sellers', exclude: 'CHIEN-SEC-ADULTE-MR', 'filters[breed_size]': 'large' },
    });
    const parsed = categoryListingSchema.parse(listing.body);
    expect(parsed.products.map((p) => p.sku)).not.toContain('CHIEN-SEC-ADULTE-MR');
    crossSellSchema.parse((await call('/b2c-cross-sells/cross_sell_produit_cat', { api: 'content' })).body);
    expect((await call('/b2c-products/b2c-categories/nulle-part', { api: 'content' })).status).toBe(404);
  });

  it('review pages in the language asked, and the server’s refusals', async () => {
    const nl = await call('/shop/product-reviews', {
      locale: 'nl',
      query: { productCode: 'CHAT-SEC-CHATON', page: 2, itemsPerPage: 5 },
    });
    const page = productReviewCollectionSchema.parse(nl.body);
    expect(page['hydra:member']).toHaveLength(5);
    expect(page['hydra:member'][0]!.id).toMatch(/^chat-sec-chaton-nl-\d+$/);
    const bad = await call('/shop/product-reviews', { query: { productCode: 'CHAT-SEC-CHATON', itemsPerPage: 51 } });
    expect(bad.status).toBe(400);
    expect(hydraErrorSchema.parse(bad.body)['hydra:description']).toMatch(/itemsPerPage/);
    expect((await call('/shop/product-reviews', { query: { productCode: 'NOPE' } })).status).toBe(404);
  });
});
