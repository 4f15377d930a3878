import type { ProductFull } from '@gamelle/contract/catalogue/product';
import { ResponsiveImage } from '@gamelle/design-system';
import { BuyBox } from './BuyBox.tsx';
import './product.css.ts';

/** A sample pack: a few small bags to try recipes, bought once like a product. */
export function SamplePage({ pack }: { pack: ProductFull }) {
  const image = pack.images[0];
  const variant = pack.variants[0];
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
          <h1>{pack.name}</h1>
          <p>{pack.short_description}</p>
          {variant ? <BuyBox product={pack} variant={variant} sourceItemList="samples_page" /> : null}
        </div>
      </div>
    </main>
  );
}
