// "Can this be bought?" (spec §8 product states), in a file with no zod so the shop's buy box can read it.
import type { ProductVariant } from './product.ts';

/** Only a variant in stock goes into the cart: state `in_stock` and the live stock flag both say so. */
export function isPurchasable(variant: Pick<ProductVariant, 'stock_state' | 'in_stock'>): boolean {
  return variant.stock_state === 'in_stock' && variant.in_stock;
}
