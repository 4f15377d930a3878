// Lookups over the rest of the site: shops, cross-sells, coupons and shipping rates.
import type { CountryCode } from '@gamelle/contract/shared/locales';
import type { CouponDefinition } from '@gamelle/contract/cart/coupons';
import type { ShippingRate } from '@gamelle/contract/cart/totals';
import { normalizeCouponCode } from '@gamelle/contract/cart/coupons';
import { coupons, crossSells, shipping, shops } from './collections.ts';
import type { Coupon, CrossSell, Shop } from './schema.ts';

export function shopBySlug(slug: string): Shop | undefined {
  return shops.find((s) => s.slug === slug);
}

export function crossSellByKey(key: string): CrossSell | undefined {
  return crossSells.find((c) => c.key === key);
}

/** The coupon a customer typed, in any case and with stray spaces. */
export function couponByCode(code: string): Coupon | undefined {
  const wanted = normalizeCouponCode(code);
  return coupons.find((c) => c.code === wanted);
}

/** A content coupon in the terms of the contract's coupon rules and cart totals. */
export function couponDefinition(coupon: Coupon): CouponDefinition {
  return {
    code: coupon.code,
    kind: coupon.kind,
    amount: coupon.amount,
    minimumItemsTotal: coupon.minimum_items_total,
    firstOrderOnly: coupon.first_order_only,
    usageLimit: coupon.usage_limit,
    usageLimitPerCustomer: coupon.usage_limit_per_customer,
    startsAt: coupon.starts_at,
    expiresAt: coupon.expires_at,
    enabled: coupon.enabled,
  };
}

/** A country's delivery rate (home unless told) and free-shipping threshold, for the contract's cart totals. */
export function shippingRate(
  country: CountryCode,
  method: 'home_delivery' | 'pickup_point' = 'home_delivery',
): ShippingRate {
  const rate = shipping.countries.find((c) => c.country === country);
  if (!rate) throw new Error(`No shipping rate for ${country} in content/data/shipping.json`);
  const fee = method === 'pickup_point' ? rate.pickup_point_cents : rate.home_delivery_cents;
  return { country, fee, freeShippingThreshold: rate.free_shipping_threshold_cents };
}
