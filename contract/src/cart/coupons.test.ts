import { describe, expect, it } from 'vitest';
import { type CouponContext, type CouponDefinition, couponRefusal, normalizeCouponCode } from './coupons.ts';

const base: CouponDefinition = {
  code: 'BIENVENUE5',
  kind: 'fixed_amount',
  amount: 500,
  minimumItemsTotal: 0,
  firstOrderOnly: true,
  usageLimit: null,
  usageLimitPerCustomer: 1,
  startsAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  enabled: true,
};
const ctx: CouponContext = {
  now: new Date('2026-06-01T00:00:00Z'),
  itemsTotal: 3000,
  itemCount: 1,
  usageCount: 0,
  customerUsageCount: 0,
  customerCompletedOrders: 0,
};

describe('couponRefusal', () => {
  it('keeps a coupon given to one customer for that customer (sponsorship rewards)', () => {
    const owned = { ...base, ownerCustomerId: 7 };
    expect(couponRefusal(owned, { ...ctx, customerId: 7 })).toBeNull();
    expect(couponRefusal(owned, { ...ctx, customerId: 8 })).toBe('coupon_invalid');
    expect(couponRefusal(owned, { ...ctx, customerId: null })).toBe('coupon_login_required');
    expect(couponRefusal({ ...base, ownerCustomerId: null }, { ...ctx, customerId: 8 })).toBeNull();
  });

  it('accepts the newsletter coupon on a first order', () => {
    expect(couponRefusal(base, ctx)).toBeNull();
  });

  it.each([
    ['unknown code', null, ctx, 'coupon_invalid'],
    ['disabled', { ...base, enabled: false }, ctx, 'coupon_invalid'],
    ['empty cart', base, { ...ctx, itemCount: 0, itemsTotal: 0 }, 'cart_empty'],
    ['expired', base, { ...ctx, now: new Date('2027-01-01T00:00:00Z') }, 'coupon_expired'],
    ['not started', base, { ...ctx, now: new Date('2025-12-31T23:59:59Z') }, 'coupon_not_started'],
    ['used up', { ...base, usageLimit: 3 }, { ...ctx, usageCount: 3 }, 'coupon_usage_limit'],
    ['used by this customer', base, { ...ctx, customerUsageCount: 1 }, 'coupon_usage_limit'],
    ['not a first order', base, { ...ctx, customerCompletedOrders: 2 }, 'coupon_first_order_only'],
    ['anonymous', base, { ...ctx, customerCompletedOrders: null }, 'coupon_login_required'],
    ['below minimum', { ...base, minimumItemsTotal: 5000 }, ctx, 'coupon_minimum_not_reached'],
  ] as const)('refuses: %s', (_name, coupon, context, expected) => {
    expect(couponRefusal(coupon, context)).toBe(expected);
  });

  it('compares codes without case or spaces', () => {
    expect(normalizeCouponCode('  bienvenue5 ')).toBe('BIENVENUE5');
  });
});
