import type { CategoryListing } from '@gamelle/contract/catalogue/category';
import { contentCalls } from '@gamelle/contract/content/api';
import type { SortMode } from '@gamelle/contract/shared/limits';
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, type Locale } from '../shared/index.ts';
import { cardData, type ProductCardData } from './card-data.ts';

/** The contract's content calls in a page's language. */
export function catalogueApi(locale: Locale) {
  return contentCalls(apiConfig(locale));
}

/** A category's listing as its page reads it: its products cut to their cards (`cardData`). */
export type CategoryPageListing = Omit<CategoryListing, 'products'> & { products: ProductCardData[] };

/** How many products of its category a product page suggests. */
export const SAME_CATEGORY_SHOWN = 4;

/** TanStack Query options of the catalogue: prefetched by route loaders, read by components. */
export const catalogueQueries = {
  category: (path: string, locale: Locale, sort: SortMode, filters: Record<string, string[]>) =>
    queryOptions({
      queryKey: ['content', locale, 'category', path, sort, filters],
      // Cut to what the page reads: the cache travels in the page's HTML (card-data.ts).
      queryFn: async ({ signal }): Promise<CategoryPageListing> => {
        const listing = await catalogueApi(locale).category(path, { sort, filters }, { signal });
        return { ...listing, products: listing.products.map(cardData) };
      },
    }),
  /**
   * The product page's suggestions: the first SAME_CATEGORY_SHOWN products of its category, without itself. Only
   * those are kept: the cache travels in the page's HTML, and the whole listing (every product of the category
   * with its variants, and the facets) was 26 KB of a product page's 35 KB of dehydrated data.
   */
  sameCategory: (path: string, locale: Locale, exclude: string) =>
    queryOptions({
      queryKey: ['content', locale, 'category', path, 'without', exclude],
      queryFn: async ({ signal }): Promise<{ products: ProductCardData[] }> => {
        const listing = await catalogueApi(locale).category(path, { exclude }, { signal });
        return { products: listing.products.slice(0, SAME_CATEGORY_SHOWN).map(cardData) };
      },
    }),
  product: (slug: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'product', slug],
      queryFn: ({ signal }) => catalogueApi(locale).product({ slug }, 2, { signal }),
    }),
  productSlugBySku: (sku: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'product-sku', sku],
      queryFn: ({ signal }) => catalogueApi(locale).product({ sku }, 0, { signal }),
      staleTime: 300_000,
    }),
  products: (skus: readonly string[], locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'products', ...skus],
      queryFn: ({ signal }) => catalogueApi(locale).products(skus, 1, { signal }),
    }),
  crossSellProducts: (animal: 'dog' | 'cat' | 'divers', locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'cross-sell', animal],
      queryFn: async ({ signal }) => {
        const api = catalogueApi(locale);
        const crossSell = await api.crossSells(animal, { signal });
        return (await api.products(crossSell.products, 1, { signal })).products;
      },
      staleTime: 300_000,
    }),
  ration: (sku: string, weightKg: number, ageMonths: number, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'ration', sku, weightKg, ageMonths],
      queryFn: ({ signal }) =>
        catalogueApi(locale).ration({ ref: sku, weight: weightKg, month: ageMonths }, { signal }),
    }),
};
