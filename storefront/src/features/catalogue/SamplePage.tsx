import type { ProductFull } from '@gamelle/contract/catalogue/product';
import { ProductSummary } from './ProductSummary.tsx';

/** A sample pack: a few small bags to try recipes, bought once like a product. */
export function SamplePage({ pack }: { pack: ProductFull }) {
  return (
    <main id="main" className="page">
      <ProductSummary product={pack} variant={pack.variants[0]} sourceItemList="samples_page" />
    </main>
  );
}
