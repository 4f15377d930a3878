import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Rating, ResponsiveImage } from '@gamelle/design-system';
import { BuyBox } from './BuyBox.tsx';
import { ProductDetails } from './ProductDetails.tsx';
import { ProductReviews } from './ProductReviews.tsx';
import { RationCalculator } from './RationCalculator.tsx';
import { SameCategoryProducts } from './SameCategoryProducts.tsx';
import './product.css.ts';

/** The product page: picture, name, reviews summary, the buy box, ration, details, reviews, cross-sell. */
export function ProductPage({ product, variant }: { product: ProductFull; variant: ProductVariant }) {
  const image = product.images[0];
  const category = product.categories.find((c) => c.includes('/')) ?? product.categories[0];
  return (
    <main id="main" className="page">
      <div className="product">
        <div className="product__media">
          {image ? (
            <ResponsiveImage
              src={image.url}
              alt={image.alternativeText ?? ''}
              width={600}
              height={600}
              version={image.hash ?? image.fileHash}
              sizes="(min-width: 1024px) 50vw, 100vw"
              priority
              fit="contain"
            />
          ) : null}
        </div>
        <div className="product__summary">
          <h1>{product.name}</h1>
          {product.json_avis.count > 0 ? (
            <Rating value={product.json_avis.average} count={product.json_avis.count} />
          ) : null}
          <p>{product.short_description}</p>
          <BuyBox product={product} variant={variant} sourceItemList="product_page" />
        </div>
      </div>
      <RationCalculator sku={product.sku} />
      <ProductDetails product={product} />
      <ProductReviews product={product} />
      {category ? <SameCategoryProducts category={category} sku={product.sku} /> : null}
    </main>
  );
}
