import type { SortMode } from '@gamelle/contract/shared/limits';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { menuAlternates } from '../content/alternates.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { contentApi } from './content-api.ts';

/** TanStack Query options of the catalogue: prefetched by route loaders, read by components. */
export const catalogueQueries = {
  header: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'header'],
      queryFn: () => contentApi.header(locale),
      staleTime: 300_000,
    }),
  footer: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'footer'],
      queryFn: () => contentApi.footer(locale),
      staleTime: 300_000,
    }),
  page: <A = Record<string, unknown>>(key: string, locale: Locale) =>
    queryOptions({ queryKey: ['content', locale, 'page', key], queryFn: () => contentApi.page<A>(key, locale) }),
  category: (path: string, locale: Locale, sort: SortMode, filters: Record<string, string[]>) =>
    queryOptions({
      queryKey: ['content', locale, 'category', path, sort, filters],
      queryFn: () => contentApi.category(path, locale, { sort, filters }),
    }),
  sameCategory: (path: string, locale: Locale, exclude: string) =>
    queryOptions({
      queryKey: ['content', locale, 'category', path, 'without', exclude],
      queryFn: () => contentApi.category(path, locale, { exclude }),
    }),
  product: (slug: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'product', slug],
      queryFn: () => contentApi.productBySlug(slug, locale),
    }),
  productSlugBySku: (sku: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'product-sku', sku],
      queryFn: () => contentApi.productBySku(sku, locale),
      staleTime: 300_000,
    }),
  products: (skus: readonly string[], locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'products', ...skus],
      queryFn: () => contentApi.productsBySku(skus, locale),
    }),
  crossSellProducts: (key: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'cross-sell', key],
      queryFn: async () => {
        const crossSell = await contentApi.crossSell(key, locale);
        return (await contentApi.productsBySku(crossSell.products, locale)).products;
      },
      staleTime: 300_000,
    }),
  ration: (sku: string, weightKg: number, ageMonths: number, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'ration', sku, weightKg, ageMonths],
      queryFn: () => contentApi.ration(sku, weightKg, ageMonths, locale),
    }),
};

/** Both languages' menus, paired (see menuAlternates): the twin URLs of categories and pages. */
export async function menuAlternatesFor(queryClient: QueryClient) {
  const [frHeader, frFooter, nlHeader, nlFooter] = await Promise.all([
    queryClient.ensureQueryData(catalogueQueries.header('fr')),
    queryClient.ensureQueryData(catalogueQueries.footer('fr')),
    queryClient.ensureQueryData(catalogueQueries.header('nl')),
    queryClient.ensureQueryData(catalogueQueries.footer('nl')),
  ]);
  return menuAlternates({ header: frHeader, footer: frFooter }, { header: nlHeader, footer: nlFooter });
}
