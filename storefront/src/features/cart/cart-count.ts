import type { Cart } from '@gamelle/contract/cart/schema';

/**
 * Number of articles (sum of quantities), as the header's cart count shows it. On its own so the header's
 * mini-cart (every page's first load) does not carry the optimistic cart's repricing (optimistic-cart.ts).
 */
export function cartCount(cart: Pick<Cart, 'items'> | null | undefined): number {
  return cart ? cart.items.reduce((total, item) => total + item.quantity, 0) : 0;
}
