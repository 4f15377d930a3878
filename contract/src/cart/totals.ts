// The cart's totals (spec §3, §9), computed the same way by the server and the mocks. All amounts in cents.
import { SUBSCRIPTION } from '../shared/limits.ts';
import type { CountryCode } from '../shared/locales.ts';
import type { CouponDefinition } from './coupons.ts';
import { percentOf } from '../shared/money.ts';

export interface CartLineInput {
  unitPrice: number;
  quantity: number;
  /** Days between deliveries when the line is subscribed, null for a one-off purchase. */
  subscriptionInterval: number | null;
}

export interface CartLineTotals {
  /** Price of one unit after the subscription discount. */
  discountedUnitPrice: number;
  /** unitPrice × quantity, before any discount. */
  subtotal: number;
  /** What the subscription takes off the line (10 % of each unit). */
  subscriptionDiscount: number;
  total: number;
}

export interface ShippingRate {
  country: CountryCode;
  /** Home delivery fee below the threshold. */
  fee: number;
  freeShippingThreshold: number;
}

export interface CartTotals {
  lines: CartLineTotals[];
  /** Sum of line subtotals, before discounts. */
  itemsSubtotal: number;
  subscriptionDiscount: number;
  /** Sum of line totals (after the subscription discount). */
  itemsTotal: number;
  /** What the coupon takes off the items (0 when none, or a free-shipping coupon). */
  promotionTotal: number;
  shippingTotal: number;
  total: number;
  freeShippingThreshold: number;
  /** What is still missing to ship for free (0 once reached); drives the free-shipping progress bar. */
  remainingForFreeShipping: number;
}

/** One line: a subscribed line costs 10 % less per unit (rounded per unit, so the shown unit price adds up). */
export function lineTotals(line: CartLineInput): CartLineTotals {
  const unitDiscount = line.subscriptionInterval === null ? 0 : percentOf(line.unitPrice, SUBSCRIPTION.discountPercent);
  const discountedUnitPrice = line.unitPrice - unitDiscount;
  return {
    discountedUnitPrice,
    subtotal: line.unitPrice * line.quantity,
    subscriptionDiscount: unitDiscount * line.quantity,
    total: discountedUnitPrice * line.quantity,
  };
}

/**
 * The whole cart. The coupon (already found applicable) applies to the items after the subscription discount;
 * shipping is free from the country's threshold (compared with the items after every discount), with a
 * free-shipping coupon, or when the cart is empty.
 */
export function cartTotals(input: {
  lines: CartLineInput[];
  coupon: CouponDefinition | null;
  shipping: ShippingRate;
}): CartTotals {
  const lines = input.lines.map(lineTotals);
  const itemsSubtotal = sum(lines.map((l) => l.subtotal));
  const subscriptionDiscount = sum(lines.map((l) => l.subscriptionDiscount));
  const itemsTotal = sum(lines.map((l) => l.total));
  const promotionTotal = input.coupon ? couponReduction(input.coupon, itemsTotal) : 0;
  const afterPromotion = itemsTotal - promotionTotal;
  const threshold = input.shipping.freeShippingThreshold;
  // A 100 % coupon makes the whole order a gift, delivery included (a free order needs no payment, spec §4).
  const giftCoupon = input.coupon?.kind === 'percentage' && input.coupon.amount >= 100;
  const freeShipping =
    lines.length === 0 || afterPromotion >= threshold || input.coupon?.kind === 'free_shipping' || giftCoupon;
  const shippingTotal = freeShipping ? 0 : input.shipping.fee;
  return {
    lines,
    itemsSubtotal,
    subscriptionDiscount,
    itemsTotal,
    promotionTotal,
    shippingTotal,
    total: afterPromotion + shippingTotal,
    freeShippingThreshold: threshold,
    remainingForFreeShipping: Math.max(0, threshold - afterPromotion),
  };
}

/** What a coupon takes off `itemsTotal`: never more than the items cost. */
export function couponReduction(coupon: CouponDefinition, itemsTotal: number): number {
  switch (coupon.kind) {
    case 'percentage':
      return Math.min(itemsTotal, percentOf(itemsTotal, coupon.amount));
    case 'fixed_amount':
      return Math.min(itemsTotal, coupon.amount);
    case 'free_shipping':
      return 0;
  }
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
