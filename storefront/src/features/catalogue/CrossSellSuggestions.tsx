import { crossSellKey } from '@gamelle/contract/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocale } from '../shared/index.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { catalogueQueries } from './queries.ts';

/** Suggestions of the generic cross-sell list (error pages, cart upsells); nothing when it cannot be read. */
export function CrossSellSuggestions({
  title,
  listKey = crossSellKey('divers'),
  limit = 4,
}: {
  title: string;
  listKey?: string;
  limit?: number;
}) {
  const locale = useLocale();
  const id = useId();
  const { data: products } = useQuery(catalogueQueries.crossSellProducts(listKey, locale));
  if (!products?.length) return null;
  return (
    <section className="suggestions" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ProductGrid products={products.slice(0, limit)} />
    </section>
  );
}
