import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count.ts';
import { applyCartChange, findLine } from './optimistic-cart.ts';
import { sampleCart, sampleItem } from './test-carts.ts';

const cart = sampleCart({
  items: [sampleItem({ id: 1, quantity: 2 }), sampleItem({ id: 2, variantCode: '10000002', unitPrice: 999 })],
  itemsSubtotal: 4999,
  itemsTotal: 4999,
  shippingTotal: 490,
  total: 5489,
});

describe('optimistic cart changes', () => {
  it('reprices a line and the totals when its quantity changes', () => {
    const next = applyCartChange(cart, { type: 'quantity', itemId: 1, quantity: 3 });
    expect(next.items[0]).toMatchObject({ quantity: 3, subtotal: 6000, total: 6000 });
    expect(next).toMatchObject({ itemsSubtotal: 6999, itemsTotal: 6999, total: 6999 + 490 });
    expect(cart.items[0]!.quantity).toBe(2);
  });

  it('takes 10 % off each unit of a subscribed line', () => {
    const next = applyCartChange(cart, { type: 'interval', itemId: 2, interval: 31 });
    expect(next.items[1]).toMatchObject({ subscriptionInterval: 31, discountedUnitPrice: 899, total: 899 });
    expect(next.subscriptionDiscountTotal).toBe(100);
    expect(applyCartChange(next, { type: 'interval', itemId: 2, interval: null }).items[1]!.total).toBe(999);
  });

  it('removes a line', () => {
    const next = applyCartChange(cart, { type: 'remove', itemId: 1 });
    expect(next.items.map((i) => i.id)).toEqual([2]);
    expect(next.itemsTotal).toBe(999);
  });

  it('adds to the line of the same variant and purchase mode, leaves new lines to the server', () => {
    expect(
      applyCartChange(cart, { type: 'add', variantCode: '10000001', quantity: 2, interval: null }).items[0]!.quantity,
    ).toBe(4);
    expect(applyCartChange(cart, { type: 'add', variantCode: '10000001', quantity: 2, interval: 31 })).toBe(cart);
    expect(applyCartChange(cart, { type: 'add', variantCode: '99999999', quantity: 1, interval: null })).toBe(cart);
  });

  it('counts articles and finds lines', () => {
    expect(cartCount(cart)).toBe(3);
    expect(cartCount(null)).toBe(0);
    expect(findLine(cart, '10000002', null)?.id).toBe(2);
    expect(findLine(cart, '10000002', 31)).toBeUndefined();
  });
});
