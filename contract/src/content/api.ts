// Content API calls of spec §7 (GET, `locale` query). Caching per locale is the caller's (TanStack Query keys).
import { errorMessages } from '../shared/api-error.ts';
import { contentPaths, crossSellKey } from '../shared/paths.ts';
import type { CategoryListing, CategoryQuery } from '../catalogue/category.ts';
import type { CrossSell, Footer, Header, Page } from './page.ts';
import type { Product, ProductAt, RenderLevel } from '../catalogue/product.ts';
import type { RationQuery, RationResponse, RecommendationBody, RecommendationResponse } from '../guide/rations.ts';
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';

// Schemas are loaded only when the client validates answers (http.ts): the browser's first load carries no zod.
const categoryListingSchema = () => import('../catalogue/category.ts').then((m) => m.categoryListingSchema);
const pageSchemas = () => import('./page.ts');
const crossSellSchema = () => pageSchemas().then((m) => m.crossSellSchema);
const footerSchema = () => pageSchemas().then((m) => m.footerSchema);
const headerSchema = () => pageSchemas().then((m) => m.headerSchema);
const pageSchema = () => pageSchemas().then((m) => m.pageSchema);
const productSchemas = () => import('../catalogue/product.ts');
const productBatchSchema = () => productSchemas().then((m) => m.productBatchSchema);
const rationSchemas = () => import('../guide/rations.ts');
const rationResponseSchema = () => rationSchemas().then((m) => m.rationResponseSchema);
const recommendationResponseSchema = () => rationSchemas().then((m) => m.recommendationResponseSchema);

export type ProductLookup = { sku: string } | { slug: string };
export type ProductBatchResult<P extends Product = Product> = {
  products: P[];
  errors: { sku: string; message: string }[];
};

export function contentCalls(config: ClientConfig) {
  const content = { api: 'content' as const, method: 'GET' as const };
  return {
    /** b2c-products/sku-{sku} or b2c-products/{slug}, at render level 0, 1 or 2. */
    product: <L extends RenderLevel>(
      lookup: ProductLookup,
      render: L,
      options: CallOptions = {},
    ): Promise<ProductAt<L>> =>
      request(config, {
        ...content,
        ...options,
        path: 'sku' in lookup ? contentPaths.productBySku(lookup.sku) : contentPaths.productBySlug(lookup.slug),
        query: { render },
        schema: () => productSchemas().then((m) => m.productSchemaFor(render)),
      }) as Promise<ProductAt<L>>,

    /** b2c-products?filters[sku][$in]=… per sku: found products, and 'Product not found' for each missing sku. */
    products: async <L extends RenderLevel>(
      skus: readonly string[],
      render: L,
      options: CallOptions = {},
    ): Promise<ProductBatchResult<ProductAt<L>>> => {
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
      // The server answers at the render level asked for.
      return { products: batch.products as ProductAt<L>[], errors };
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
