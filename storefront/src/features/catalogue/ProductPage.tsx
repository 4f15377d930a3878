import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';
import { ProductDetails } from './ProductDetails.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { ProductSummary } from './ProductSummary.tsx';
import { RationCalculator } from './RationCalculator.tsx';
import { SameCategoryProducts } from './SameCategoryProducts.tsx';

/** The product page: picture, name, reviews summary, the buy box, ration, details, reviews, cross-sell. */
export function ProductPage({ product, variant }: { product: ProductFull; variant: ProductVariant }) {
  const category = product.categories.find((c) => c.includes('/')) ?? product.categories[0];
  return (
    <main id="main" className="page">
      <ProductSummary product={product} variant={variant} sourceItemList="product_page" />
      <RationCalculator sku={product.sku} />
      <ProductDetails product={product} />
      <ProductReviews product={product} />
      {category ? <SameCategoryProducts category={category} sku={product.sku} /> : null}
    </main>
  );
}
