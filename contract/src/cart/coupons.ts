// Whether a coupon may be applied to a cart (spec §7 apply-coupon, §9 newsletter 5 € off the first order).

export type CouponKind = 'percentage' | 'fixed_amount' | 'free_shipping';

export interface CouponDefinition {
  /** Upper case; customers may type it in any case. */
  code: string;
  kind: CouponKind;
  /** Percent for `percentage`, cents for `fixed_amount`, 0 for `free_shipping`. */
  amount: number;
  /** Items total (after the subscription discount) the cart must reach. */
  minimumItemsTotal: number;
  firstOrderOnly: boolean;
  /** Uses allowed in all, and per customer; null for no limit. */
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  /** ISO date-times; null for open-ended. */
  startsAt: string | null;
  expiresAt: string | null;
  enabled: boolean;
  /** A coupon given to one customer (a sponsorship reward): nobody else may use it. Absent or null: anyone. */
  ownerCustomerId?: number | null;
}

export interface CouponContext {
  now: Date;
  itemsTotal: number;
  itemCount: number;
  /** Completed uses of the coupon, by anyone and by this cart's customer. */
  usageCount: number;
  customerUsageCount: number;
  /** Null when the cart has no customer yet (anonymous). */
  customerCompletedOrders: number | null;
  /** The cart's customer, for coupons given to one customer; null when anonymous. */
  customerId?: number | null;
}

export type CouponRefusal =
  | 'coupon_invalid'
  | 'coupon_expired'
  | 'coupon_not_started'
  | 'coupon_usage_limit'
  | 'coupon_first_order_only'
  | 'coupon_login_required'
  | 'coupon_minimum_not_reached'
  | 'cart_empty';

/** Why the coupon cannot be used, or null when it can. `coupon` null means no such code. */
export function couponRefusal(coupon: CouponDefinition | null, ctx: CouponContext): CouponRefusal | null {
  if (!coupon || !coupon.enabled) return 'coupon_invalid';
  if (ctx.itemCount === 0) return 'cart_empty';
  if (coupon.ownerCustomerId !== undefined && coupon.ownerCustomerId !== null) {
    if (ctx.customerId === undefined || ctx.customerId === null) return 'coupon_login_required';
    // Someone else's reward reads as no such code: it tells nothing about whose it is.
    if (ctx.customerId !== coupon.ownerCustomerId) return 'coupon_invalid';
  }
  const now = ctx.now.toISOString();
  if (coupon.startsAt && now < coupon.startsAt) return 'coupon_not_started';
  if (coupon.expiresAt && now >= coupon.expiresAt) return 'coupon_expired';
  if (coupon.usageLimit !== null && ctx.usageCount >= coupon.usageLimit) return 'coupon_usage_limit';
  if (coupon.usageLimitPerCustomer !== null && ctx.customerUsageCount >= coupon.usageLimitPerCustomer)
    return 'coupon_usage_limit';
  if (coupon.firstOrderOnly) {
    // A first order can only be told apart once the customer is known: anonymous carts log in first.
    if (ctx.customerCompletedOrders === null) return 'coupon_login_required';
    if (ctx.customerCompletedOrders > 0) return 'coupon_first_order_only';
  }
  if (ctx.itemsTotal < coupon.minimumItemsTotal) return 'coupon_minimum_not_reached';
  return null;
}

/** Messages of each refusal, in the shop's two languages (the code is what forms translate by). */
export const couponRefusalMessages: Record<CouponRefusal, { fr: string; nl: string }> = {
  coupon_invalid: { fr: "Ce code promo n'est pas valide.", nl: 'Deze promotiecode is niet geldig.' },
  coupon_expired: { fr: 'Ce code promo a expiré.', nl: 'Deze promotiecode is verlopen.' },
  coupon_not_started: { fr: "Ce code promo n'est pas encore actif.", nl: 'Deze promotiecode is nog niet actief.' },
  coupon_usage_limit: {
    fr: 'Ce code promo a déjà été utilisé le nombre de fois autorisé.',
    nl: 'Deze promotiecode is al het toegestane aantal keren gebruikt.',
  },
  coupon_first_order_only: {
    fr: 'Ce code promo est réservé à une première commande.',
    nl: 'Deze promotiecode geldt alleen voor een eerste bestelling.',
  },
  coupon_login_required: {
    fr: 'Connectez-vous pour utiliser ce code promo.',
    nl: 'Log in om deze promotiecode te gebruiken.',
  },
  coupon_minimum_not_reached: {
    fr: "Le montant minimum de commande pour ce code promo n'est pas atteint.",
    nl: 'Het minimale bestelbedrag voor deze promotiecode is niet bereikt.',
  },
  cart_empty: { fr: 'Votre panier est vide.', nl: 'Uw winkelmand is leeg.' },
};

/** Codes are compared without case or surrounding spaces (Hydrogen's "case-insensitive" case). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
