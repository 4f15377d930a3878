import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Suspense, type ReactNode } from 'react';
import { serverRenderedLazy } from '../shared/index.ts';
import { ProductSummary } from './ProductSummary.tsx';

// What is below the fold loads on its own: the details (and the markdown of the description, a chunk of its own
// again), the reviews and the same-category suggestions. The server renders them into the HTML, in place (the
// route's loader awaits `preloadProductParts` on the server); the browser keeps that HTML and hydrates each part when
// its chunk has arrived, so their code stays out of the page's first load. The ration calculator too, under the buy
// box (below the fold on a phone): a press on « Calculer » before its code has arrived is held, then replayed
// (held-submits.ts), and what was typed meanwhile stays.
const { Component: RationCalculator, preload: preloadRation } = serverRenderedLazy(() =>
  import('./RationCalculator.tsx').then((module) => ({ default: module.RationCalculator })),
);
const { Component: ProductDetails, preload: preloadDetails } = serverRenderedLazy(() =>
  import('./ProductDetails.tsx').then((module) => ({ default: module.ProductDetails })),
);
const { Component: ProductReviews, preload: preloadReviews } = serverRenderedLazy(() => import('./ProductReviews.tsx'));
const { Component: SameCategoryProducts, preload: preloadSuggestions } = serverRenderedLazy(() =>
  import('./SameCategoryProducts.tsx').then((module) => ({ default: module.SameCategoryProducts })),
);
export const preloadProductParts = () =>
  Promise.all([preloadRation(), preloadDetails(), preloadReviews(), preloadSuggestions()]).then(() => undefined);

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
        beside={
          <Suspense fallback={null}>
            <RationCalculator sku={product.sku} animal={product.filters.animal} variant={variant} />
          </Suspense>
        }
      />
      {offer}
      <Suspense fallback={null}>
        <ProductDetails product={product} />
      </Suspense>
      <Suspense fallback={null}>
        <ProductReviews product={product} />
      </Suspense>
      {category ? (
        <Suspense fallback={null}>
          <SameCategoryProducts category={category} sku={product.sku} />
        </Suspense>
      ) : null}
    </main>
  );
}
