// Cross-sells of the content API (`GET b2c-cross-sells/{key}`): skus only, fetched then as one batch.
import type { CrossSell } from '@gamelle/contract/content/page';
import { crossSellByKey } from '../site.ts';

export function crossSellFor(key: string): CrossSell | undefined {
  const crossSell = crossSellByKey(key);
  return crossSell && { key: crossSell.key, main_product: crossSell.main_product, products: [...crossSell.products] };
}
