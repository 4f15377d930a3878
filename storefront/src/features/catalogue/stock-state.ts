import type { ProductVariant } from '@gamelle/contract/catalogue/product';
import { isPurchasable } from '@gamelle/design-system';

/** Only a variant in stock can be put in the cart: the design system's rule, and the catalogue's stock flag. */
export function canBuy(variant: Pick<ProductVariant, 'stock_state' | 'in_stock'>): boolean {
  return isPurchasable(variant.stock_state) && variant.in_stock;
}
