import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useMessages, useLocale } from '../shared/index.ts';
import { productPartMessages } from './part-messages.ts';
import { ProductGrid } from './ProductGrid.tsx';
import { catalogueQueries } from './queries.ts';
import * as listingStyles from './listing.css.ts';

/** Cross-sell: other products of the product's category, the product itself left out by the API. */
export function SameCategoryProducts({ category, sku }: { category: string; sku: string }) {
  const t = useMessages(productPartMessages);
  const locale = useLocale();
  const id = useId();
  const { data } = useQuery(catalogueQueries.sameCategory(category, locale, sku));
  if (!data?.products.length) return null;
  return (
    <section aria-labelledby={id} className={listingStyles.suggestions}>
      <h2 id={id}>{t.crossSellTitle}</h2>
      <ProductGrid products={data.products} />
    </section>
  );
}
