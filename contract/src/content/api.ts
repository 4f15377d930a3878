// Content API calls of spec §7 (GET, `locale` query). Caching per locale is the caller's (TanStack Query keys).
import { errorMessages } from '../shared/errors.ts';
import { contentPaths, crossSellKey } from '../shared/paths.ts';
import { categoryListingSchema, type CategoryListing, type CategoryQuery } from '../catalogue/category.ts';
import {
  crossSellSchema,
  footerSchema,
  headerSchema,
  pageSchema,
  type CrossSell,
  type Footer,
  type Header,
  type Page,
} from './page.ts';
import { productBatchSchema, productSchemaFor, type Product, type RenderLevel } from '../catalogue/product.ts';
import {
  rationResponseSchema,
  recommendationResponseSchema,
  type RationQuery,
  type RationResponse,
  type RecommendationBody,
  type RecommendationResponse,
} from '../guide/rations.ts';
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';

export type ProductLookup = { sku: string } | { slug: string };
export type ProductBatchResult = { products: Product[]; errors: { sku: string; message: string }[] };

export function contentCalls(config: ClientConfig) {
  const content = { api: 'content' as const, method: 'GET' as const };
  return {
    /** b2c-products/sku-{sku} or b2c-products/{slug}, at render level 0, 1 or 2. */
    product: <L extends RenderLevel>(lookup: ProductLookup, render: L, options: CallOptions = {}) =>
      request(config, {
        ...content,
        ...options,
        path: 'sku' in lookup ? contentPaths.productBySku(lookup.sku) : contentPaths.productBySlug(lookup.slug),
        query: { render },
        schema: productSchemaFor(render),
      }),

    /** b2c-products?filters[sku][$in]=… per sku: found products, and 'Product not found' for each missing sku. */
    products: async (
      skus: readonly string[],
      render: RenderLevel,
      options: CallOptions = {},
    ): Promise<ProductBatchResult> => {
      if (skus.length === 0) return { products: [], errors: [] };
      const batch = await request(config, {
        ...content,
        ...options,
        path: contentPaths.products(),
        query: { 'filters[sku][$in]': skus, render },
        schema: productBatchSchema,
      });
      const found = new Set(batch.products.map((p) => p.sku));
      const errors = skus
        .filter((sku) => !found.has(sku))
        .map((sku) => ({ sku, message: errorMessages.productNotFound }));
      return { products: batch.products, errors };
    },

    header: (options: CallOptions = {}): Promise<Header> =>
      request(config, { ...content, ...options, path: contentPaths.header(), schema: headerSchema }),

    footer: (options: CallOptions = {}): Promise<Footer> =>
      request(config, { ...content, ...options, path: contentPaths.footer(), schema: footerSchema }),

    /** b2c-rations/getReco?ref&weight&month: daily grams, null when no ration is possible. */
    ration: (query: RationQuery, options: CallOptions = {}): Promise<RationResponse> =>
      request(config, { ...content, ...options, path: contentPaths.rationReco(), query, schema: rationResponseSchema }),

    /** POST b2c-recommendation/getReco with list=true. */
    recommend: (body: RecommendationBody, options: CallOptions = {}): Promise<RecommendationResponse> =>
      request(config, {
        ...content,
        ...options,
        method: 'POST',
        path: contentPaths.recommendation(),
        query: { list: true },
        body,
        schema: recommendationResponseSchema,
      }),

    /** b2c-products/b2c-categories/{category}; `exclude` (the current product's sku) is removed from the list. */
    category: async (
      category: string,
      query: Omit<CategoryQuery, 'locale'> = {},
      options: CallOptions = {},
    ): Promise<CategoryListing> => {
      const listing = await request(config, {
        ...content,
        ...options,
        path: contentPaths.categoryProducts(category),
        query: { sort: query.sort, exclude: query.exclude, ...filterQuery(query.filters) },
        schema: categoryListingSchema,
      });
      if (!query.exclude) return listing;
      return { ...listing, products: listing.products.filter((p) => p.sku !== query.exclude) };
    },

    /** b2c-cross-sells/{key}: pass 'dog' / 'cat' for cross_sell_produit_{type}, 'divers' for cross_sell_divers. */
    crossSells: (animalType: 'dog' | 'cat' | 'divers', options: CallOptions = {}): Promise<CrossSell> =>
      request(config, {
        ...content,
        ...options,
        path: contentPaths.crossSells(crossSellKey(animalType)),
        schema: crossSellSchema,
      }),

    /** A page by its key, trimmed of slashes. */
    page: (pageKey: string, options: CallOptions = {}): Promise<Page> =>
      request(config, { ...content, ...options, path: contentPaths.page(pageKey), schema: pageSchema }),
  };
}

function filterQuery(filters: Record<string, string[]> | undefined): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(filters ?? {})) query[`filters[${code}]`] = values;
  return query;
}
