import type { ProductFull, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Rating, ResponsiveImage } from '@gamelle/design-system';
import { BuyBox } from './BuyBox.tsx';
import * as styles from './product.css.ts';

/**
 * The top of a product or sample-pack page: its first picture beside the name, the reviews summary when there are
 * reviews, the short description and the buy box. The pages add what follows it.
 */
export function ProductSummary({
  product,
  variant,
  sourceItemList,
}: {
  product: ProductFull;
  variant: ProductVariant | undefined;
  sourceItemList: string;
}) {
  const image = product.images[0];
  return (
    <div className={styles.product}>
      <div>
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
      <div>
        <h1>{product.name}</h1>
        {product.json_avis.count > 0 ? (
          <Rating value={product.json_avis.average} count={product.json_avis.count} />
        ) : null}
        <p>{product.short_description}</p>
        {variant ? <BuyBox product={product} variant={variant} sourceItemList={sourceItemList} /> : null}
      </div>
    </div>
  );
}
