import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Suspense, type ReactNode } from 'react';
import { serverRenderedLazy } from '../shared/index.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { RationCalculator } from './RationCalculator.tsx';

import { ProductSummary } from './ProductSummary.tsx';

import { SameCategoryProducts } from './SameCategoryProducts.tsx';

// The reviews load on their own, below the fold: the server renders them into the HTML, in place (productLoad awaits
// `preloadProductReviews` on the server), and their code stays out of the page's first load. The ration calculator,
// beside the buy box, is there at once.
const { Component: ProductReviews, preload: preloadProductReviews } = serverRenderedLazy(
  () => import('./ProductReviews.tsx'),
);
export { preloadProductReviews };

/**
 * The product page: gallery, name, reviews summary, the buy box with the ration calculator under it, a campaign's
 * offer (the `offer` slot, filled by the route), details, reviews, cross-sell.
 */
export function ProductPage({
  product,
  variant,
  offer,
}: {
  product: ProductFull;
  variant: ProductVariant;
  offer?: ReactNode;
}) {
  const category = product.categories.find((c) => c.includes('/')) ?? product.categories[0];
  return (
    <main id="main" className="page">
      <ProductSummary
        product={product}
        variant={variant}
        sourceItemList="product_page"
        // Beside the buy box: the quantity to buy is chosen knowing how long the pack lasts.
        beside={<RationCalculator sku={product.sku} animal={product.filters.animal} variant={variant} />}
      />
      {offer}
      <ProductDetails product={product} />
      <Suspense fallback={null}>
        <ProductReviews product={product} />
      </Suspense>
      {category ? <SameCategoryProducts category={category} sku={product.sku} /> : null}
    </main>
  );
}
