import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Rating } from '@gamelle/design-system';
import type { ReactNode } from 'react';
import { BuyBox } from './BuyBox.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import * as styles from './product.css.ts';

/**
 * The top of a product or sample-pack page: its gallery beside the name, the reviews summary when there are
 * reviews, the short description and the buy box. The pages add what follows it.
 */
export function ProductSummary({
  product,
  variant,
  sourceItemList,
  beside,
}: {
  product: ProductFull;
  variant: ProductVariant | undefined;
  sourceItemList: string;
  /** Under the buy box, in its column (the product page's ration calculator). */
  beside?: ReactNode;
}) {
  return (
    <div className={styles.product}>
      <ProductGallery images={product.images} name={product.name} />
      <div>
        <h1>{product.name}</h1>
        {product.json_avis.count > 0 ? (
          <Rating value={product.json_avis.average} count={product.json_avis.count} />
        ) : null}
        <p>{product.short_description}</p>
        {variant ? <BuyBox product={product} variant={variant} sourceItemList={sourceItemList} /> : null}
        {beside}
      </div>
    </div>
  );
}
