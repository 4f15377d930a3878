import type { SortMode } from '@gamelle/contract/shared/limits';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../shared/index.ts';
import { catalogueApi } from './catalogue-api.ts';

/** TanStack Query options of the catalogue: prefetched by route loaders, read by components. */
export const catalogueQueries = {
  category: (path: string, locale: Locale, sort: SortMode, filters: Record<string, string[]>) =>
    queryOptions({
      queryKey: ['content', locale, 'category', path, sort, filters],
      queryFn: () => catalogueApi.category(path, locale, { sort, filters }),
    }),
  sameCategory: (path: string, locale: Locale, exclude: string) =>
    queryOptions({
      queryKey: ['content', locale, 'category', path, 'without', exclude],
      queryFn: () => catalogueApi.category(path, locale, { exclude }),
    }),
  product: (slug: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'product', slug],
      queryFn: () => catalogueApi.productBySlug(slug, locale),
    }),
  productSlugBySku: (sku: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'product-sku', sku],
      queryFn: () => catalogueApi.productBySku(sku, locale),
      staleTime: 300_000,
    }),
  products: (skus: readonly string[], locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'products', ...skus],
      queryFn: () => catalogueApi.productsBySku(skus, locale),
    }),
  crossSellProducts: (key: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'cross-sell', key],
      queryFn: async () => {
        const crossSell = await catalogueApi.crossSell(key, locale);
        return (await catalogueApi.productsBySku(crossSell.products, locale)).products;
      },
      staleTime: 300_000,
    }),
  ration: (sku: string, weightKg: number, ageMonths: number, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'ration', sku, weightKg, ageMonths],
      queryFn: () => catalogueApi.ration(sku, weightKg, ageMonths, locale),
    }),
};
