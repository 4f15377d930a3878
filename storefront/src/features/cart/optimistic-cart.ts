import { lineTotals } from '@gamelle/contract/cart/totals';
import type { Cart, CartItem, SubscriptionInterval } from '@gamelle/contract/cart/schema';

/** What the customer just asked of the cart, applied at once on screen before the server confirms it. */
export type CartChange =
  | { type: 'quantity'; itemId: number; quantity: number }
  | { type: 'interval'; itemId: number; interval: number | null }
  | { type: 'remove'; itemId: number }
  | { type: 'add'; variantCode: string; quantity: number; interval: number | null };

/**
 * The cart as it will most likely be after `change`: lines and item totals recomputed with the contract's
 * rules; the coupon and shipping stay as the server last said until its answer replaces this guess.
 */
export function applyCartChange(cart: Cart, change: CartChange): Cart {
  const items = changeItems(cart.items, change);
  if (items === cart.items) return cart;
  const itemsSubtotal = sum(items.map((i) => i.subtotal));
  const itemsTotal = sum(items.map((i) => i.total));
  return {
    ...cart,
    items,
    itemsSubtotal,
    subscriptionDiscountTotal: itemsSubtotal - itemsTotal,
    itemsTotal,
    total: Math.max(0, itemsTotal - cart.orderPromotionTotal) + cart.shippingTotal,
  };
}

/** The line a new article joins: same variant, same purchase mode (once or the same subscription). */
export function findLine(cart: Pick<Cart, 'items'> | null | undefined, variantCode: string, interval: number | null) {
  return cart?.items.find((i) => i.variantCode === variantCode && i.subscriptionInterval === interval);
}

function changeItems(items: CartItem[], change: CartChange): CartItem[] {
  switch (change.type) {
    case 'remove':
      return items.filter((i) => i.id !== change.itemId);
    case 'quantity':
      return items.map((i) => (i.id === change.itemId ? reprice(i, { quantity: change.quantity }) : i));
    case 'interval':
      return items.map((i) =>
        i.id === change.itemId
          ? reprice(i, { subscriptionInterval: change.interval as SubscriptionInterval | null })
          : i,
      );
    case 'add': {
      const line = findLine({ items }, change.variantCode, change.interval);
      if (!line) return items;
      return items.map((i) => (i === line ? reprice(i, { quantity: i.quantity + change.quantity }) : i));
    }
  }
}

function reprice(item: CartItem, patch: Partial<Pick<CartItem, 'quantity' | 'subscriptionInterval'>>): CartItem {
  const next = { ...item, ...patch } as CartItem;
  const totals = lineTotals(next);
  return { ...next, discountedUnitPrice: totals.discountedUnitPrice, subtotal: totals.subtotal, total: totals.total };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
