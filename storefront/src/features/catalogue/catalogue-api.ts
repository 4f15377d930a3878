import type { SortMode } from '@gamelle/contract/shared/limits';
import type { CategoryListing } from '@gamelle/contract/catalogue/category';
import type { CrossSell } from '@gamelle/contract/content/page';
import type { ProductFull, ProductSummary, ProductEmpty } from '@gamelle/contract/catalogue/product';
import type { RationResponse } from '@gamelle/contract/guide/rations';
import { contentPaths } from '@gamelle/contract/shared/paths';
import { requestJson } from '../shared/index.ts';
import type { Locale } from '../shared/index.ts';

/**
 * The catalogue's content API calls of spec §7 (categories, products, cross-sells, rations) (GET, `locale` query). Responses are typed by the contract and not parsed
 * again in the browser: the server is tested against the contract's schemas, and zod would weigh on every page.
 */
const content = (path: string) => `/content${path}`;

export const catalogueApi = {
  category: (
    path: string,
    locale: Locale,
    options: { sort?: SortMode; filters?: Record<string, string[]>; exclude?: string },
  ) =>
    requestJson<CategoryListing>(content(contentPaths.categoryProducts(path)), {
      query: {
        locale,
        sort: options.sort,
        exclude: options.exclude,
        ...Object.fromEntries(
          Object.entries(options.filters ?? {}).map(([code, values]) => [`filters[${code}]`, values]),
        ),
      },
    }),
  productBySlug: (slug: string, locale: Locale) =>
    requestJson<ProductFull>(content(contentPaths.productBySlug(slug)), { query: { locale, render: 2 } }),
  productBySku: (sku: string, locale: Locale) =>
    requestJson<ProductEmpty>(content(contentPaths.productBySku(sku)), { query: { locale, render: 0 } }),
  productsBySku: (skus: readonly string[], locale: Locale) =>
    skus.length === 0
      ? Promise.resolve({ products: [] as ProductSummary[] })
      : requestJson<{ products: ProductSummary[] }>(content(contentPaths.products()), {
          query: { locale, render: 1, 'filters[sku][$in]': skus },
        }),
  crossSell: (key: string, locale: Locale) =>
    requestJson<CrossSell>(content(contentPaths.crossSells(key)), { query: { locale } }),
  ration: (sku: string, weightKg: number, ageMonths: number, locale: Locale) =>
    requestJson<RationResponse>(content(contentPaths.rationReco()), {
      query: { locale, ref: sku, weight: weightKg, month: ageMonths },
    }),
};
