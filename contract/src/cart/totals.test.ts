import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotals } from './totals.ts';
import type { CouponDefinition } from './coupons.ts';

const fr = { country: 'FR' as const, fee: 490, freeShippingThreshold: 4900 };
const coupon = (over: Partial<CouponDefinition>): CouponDefinition => ({
  code: 'X',
  kind: 'percentage',
  amount: 10,
  minimumItemsTotal: 0,
  firstOrderOnly: false,
  usageLimit: null,
  usageLimitPerCustomer: null,
  startsAt: null,
  expiresAt: null,
  enabled: true,
  ...over,
});

describe('lineTotals', () => {
  it('charges the unit price for a one-off line', () => {
    expect(lineTotals({ unitPrice: 3990, quantity: 2, subscriptionInterval: null })).toEqual({
      discountedUnitPrice: 3990,
      subtotal: 7980,
      subscriptionDiscount: 0,
      total: 7980,
    });
  });

  it('takes 10 % off each unit of a subscribed line, rounded half up per unit', () => {
    // 10 % of 1995 is 199.5 → 200 cents off each unit.
    expect(lineTotals({ unitPrice: 1995, quantity: 3, subscriptionInterval: 31 })).toEqual({
      discountedUnitPrice: 1795,
      subtotal: 5985,
      subscriptionDiscount: 600,
      total: 5385,
    });
  });
});

describe('cartTotals', () => {
  it('adds the shipping fee below the free-shipping threshold and says what is missing', () => {
    const t = cartTotals({
      lines: [{ unitPrice: 2000, quantity: 1, subscriptionInterval: null }],
      coupon: null,
      shipping: fr,
    });
    expect(t).toMatchObject({ itemsTotal: 2000, shippingTotal: 490, total: 2490, remainingForFreeShipping: 2900 });
  });

  it('ships for free from the threshold, compared after the discounts', () => {
    const atThreshold = cartTotals({
      lines: [{ unitPrice: 4900, quantity: 1, subscriptionInterval: null }],
      coupon: null,
      shipping: fr,
    });
    expect(atThreshold).toMatchObject({ shippingTotal: 0, total: 4900, remainingForFreeShipping: 0 });
    const subscribed = cartTotals({
      lines: [{ unitPrice: 5000, quantity: 1, subscriptionInterval: 21 }],
      coupon: null,
      shipping: fr,
    });
    expect(subscribed).toMatchObject({ itemsTotal: 4500, shippingTotal: 490, total: 4990 });
  });

  it('applies a percentage, a fixed amount capped at the items, and free shipping', () => {
    const lines = [{ unitPrice: 3000, quantity: 1, subscriptionInterval: null }];
    expect(cartTotals({ lines, coupon: coupon({ amount: 15 }), shipping: fr })).toMatchObject({
      promotionTotal: 450,
      total: 2550 + 490,
    });
    expect(cartTotals({ lines, coupon: coupon({ kind: 'fixed_amount', amount: 500 }), shipping: fr })).toMatchObject({
      promotionTotal: 500,
      total: 2500 + 490,
    });
    expect(cartTotals({ lines, coupon: coupon({ kind: 'fixed_amount', amount: 9999 }), shipping: fr })).toMatchObject({
      promotionTotal: 3000,
      total: 490,
    });
    expect(cartTotals({ lines, coupon: coupon({ kind: 'free_shipping', amount: 0 }), shipping: fr })).toMatchObject({
      promotionTotal: 0,
      shippingTotal: 0,
      total: 3000,
    });
  });

  it('charges nothing for an empty cart', () => {
    expect(cartTotals({ lines: [], coupon: null, shipping: fr })).toMatchObject({ total: 0, shippingTotal: 0 });
  });
});
