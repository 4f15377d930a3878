import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useLocale } from '../shared/index.ts';
import type * as GridModule from './ProductGrid.tsx';
import { catalogueQueries } from './queries.ts';
import * as listingStyles from './listing.css.ts';

// The grid's code (product cards, ratings, images) is asked for with the list: the suggestions show only once the
// browser has read it (the server's HTML has none), so neither is in the first load of the cart (issue 19).
let loadingGrid: Promise<typeof GridModule> | undefined;
const loadGrid = () =>
  (loadingGrid ??= import('./ProductGrid.tsx').catch((error: unknown) => {
    loadingGrid = undefined;
    throw error;
  }));
const ProductGrid = lazy(() => loadGrid().then((module) => ({ default: module.ProductGrid })));

/**
 * Suggestions of the generic cross-sell list (error pages, cart upsells), without the products already chosen;
 * nothing when it cannot be read.
 */
export function CrossSellSuggestions({
  title,
  animal = 'divers',
  limit = 4,
  excludeVariantCodes = [],
}: {
  title: string;
  /** Which list (spec §7 cross-sells): the dog's or cat's products, or the generic one. */
  animal?: 'dog' | 'cat' | 'divers';
  limit?: number;
  /** Variants already chosen (the cart's): a product with any of them is not suggested again. */
  excludeVariantCodes?: readonly string[];
}) {
  const locale = useLocale();
  const id = useId();
  const { data: products, isPending } = useQuery(catalogueQueries.crossSellProducts(animal, locale));
  useEffect(() => void loadGrid().catch(() => undefined), []);
  // Still loading: a marker the visual tests wait for (never shown; a failed load shows nothing, as no products do).
  const pending = <div data-visual-pending hidden />;
  if (isPending) return pending;
  const suggested = products?.filter((p) => !p.variants.some((v) => excludeVariantCodes.includes(v.code)));
  if (!suggested?.length) return null;
  return (
    <Suspense fallback={pending}>
      <section className={listingStyles.suggestions} aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <ProductGrid products={suggested.slice(0, limit)} />
      </section>
    </Suspense>
  );
}
