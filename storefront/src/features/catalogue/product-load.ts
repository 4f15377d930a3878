import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { isNotFound, toPublicPath, localeOf, pageSeo } from '../shared/index.ts';
import type { Locale, PageSeo } from '../shared/index.ts';
import { catalogueApi, catalogueQueries } from './queries.ts';
import { selectedVariant } from './selected-variant.ts';

export type ProductLoad =
  | { kind: 'found'; seo: PageSeo }
  | { kind: 'redirect'; slug: string; format: string | undefined }
  | { kind: 'not-found' };

const samplePrefix = 'ECHANTILLON';

/**
 * What a product URL leads to: the product (prefetched with its same-category suggestions, and its twin URL in
 * the other language for hreflang), a redirect (a SKU for a slug, an unknown format), or nothing (404).
 */
export async function productLoad(
  queryClient: QueryClient,
  location: Pick<ParsedLocation, 'pathname' | 'publicHref'>,
  slugOrSku: string,
  format: string | undefined,
  options: { samples?: boolean } = {},
): Promise<ProductLoad> {
  const locale = localeOf(location);
  const product = await queryClient
    .ensureQueryData(catalogueQueries.product(slugOrSku, locale))
    .catch(async (error: unknown) => {
      if (!isNotFound(error)) throw error;
      return null;
    });
  if (!product) {
    if (options.samples) return { kind: 'not-found' };
    const bySku = await catalogueApi(locale)
      .product({ sku: slugOrSku.toUpperCase() }, 0)
      .catch(() => null);
    return bySku ? { kind: 'redirect', slug: bySku.slug, format } : { kind: 'not-found' };
  }
  const isSample = product.sku.startsWith(samplePrefix);
  if (isSample !== (options.samples ?? false)) return { kind: 'not-found' };
  if (format !== undefined && !selectedVariant(product, format))
    return { kind: 'redirect', slug: product.slug, format: undefined };

  const other: Locale = locale === 'fr' ? 'nl' : 'fr';
  const category = product.categories?.find((c) => c.includes('/')) ?? product.categories?.[0];
  // The same-category suggestions are secondary: fetched alongside, awaited only for the server render, so a
  // click from a listing shows the product as soon as the product itself has arrived.
  const suggestions = category
    ? queryClient.prefetchQuery(catalogueQueries.sameCategory(category, locale, product.sku))
    : Promise.resolve();
  const [twin] = await Promise.all([
    queryClient.ensureQueryData(catalogueQueries.productSlugBySku(product.sku, other)).catch(() => null),
    typeof window === 'undefined' ? suggestions : undefined,
  ]);
  const twinPath = twin
    ? toPublicPath(isSample ? `/produits/echantillons/${twin.slug}/` : `/produits/${twin.slug}/`, other)
    : undefined;
  return {
    kind: 'found',
    seo: pageSeo(location, {
      title: product.name,
      description: product.short_description,
      alternates: twinPath ? { [other]: twinPath } : {},
    }),
  };
}
