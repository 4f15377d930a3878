// Cart (Sylius order in state `cart`) and its items, with the request bodies of the cart calls (spec §7).
import { z } from 'zod/mini';
import { DELIVERY_FREQUENCY_CODES } from '../subscription/frequencies.ts';
import { CHANNEL_CODES, COUNTRIES, CURRENCY, SHOP_LOCALE_CODES } from '../shared/locales.ts';
import { CHECKOUT_STATES, ORDER_STATES, PAYMENT_STATES, SHIPPING_STATES } from '../order/statuses.ts';
import { iriSchema, jsonLdFieldsOf, shopIri } from '../shared/jsonld.ts';
import { VARIANT_CODE_PATTERN } from '../shared/limits.ts';
import { priceSchema } from '../shared/money-schema.ts';
import { MAX_VARIANT_QUANTITY } from './limits.ts';

/** Days between deliveries for a subscribed line, null for a one-off purchase. */
export const subscriptionIntervalSchema = z.literal(DELIVERY_FREQUENCY_CODES);
export type SubscriptionInterval = (typeof DELIVERY_FREQUENCY_CODES)[number];

export const variantCodeValueSchema = z.string().check(z.regex(VARIANT_CODE_PATTERN));

export const cartItemSchema = z.object({
  '@id': z.optional(iriSchema),
  '@type': z.optional(z.literal('OrderItem')),
  id: z.number().check(z.int()),
  quantity: z.number().check(z.int()).check(z.positive()),
  subscriptionInterval: z.nullable(subscriptionIntervalSchema),
  variant: z.object({ '@id': z.optional(iriSchema), code: variantCodeValueSchema }),
  variantCode: variantCodeValueSchema,
  productName: z.string(),
  variantName: z.string(),
  /** Price of one unit before the subscription discount. */
  unitPrice: priceSchema,
  /** Price of one unit after the subscription discount (equals unitPrice for a one-off line). */
  discountedUnitPrice: priceSchema,
  subtotal: priceSchema,
  total: priceSchema,
  /** The list the item was added from (analytics `item_list_name`), null when unknown. */
  sourceItemList: z.nullable(z.string()),
  upsell: z.boolean(),
  productSku: z.optional(z.string()),
  productSlug: z.optional(z.string()),
  imageUrl: z.optional(z.nullable(z.string())),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A product offered with the order (e.g. a sample pack). */
export const freeProductSchema = z.object({
  variantCode: z.string(),
  productName: z.string(),
  variantName: z.optional(z.string()),
  quantity: z.number().check(z.int()).check(z.positive()),
});
export type FreeProduct = z.infer<typeof freeProductSchema>;

/** Totals, in cents. Discounts are the amounts taken off (≥ 0), not Sylius' signed adjustments. */
export const cartTotalsFields = {
  /** Sum of unit price × quantity, before any discount. */
  itemsSubtotal: priceSchema,
  /** What the subscription (10 %) takes off the items. */
  subscriptionDiscountTotal: priceSchema,
  /** Items after the subscription discount. */
  itemsTotal: priceSchema,
  /** What the coupon takes off. */
  orderPromotionTotal: priceSchema,
  shippingTotal: priceSchema,
  /** VAT included in `total`. */
  taxTotal: priceSchema,
  total: priceSchema,
};

export const cartSchema = z.object({
  ...jsonLdFieldsOf('Order'),
  tokenValue: z.string().check(z.minLength(1)),
  state: z.enum(ORDER_STATES),
  checkoutState: z.enum(CHECKOUT_STATES),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  currencyCode: z.literal(CURRENCY),
  localeCode: z.enum(SHOP_LOCALE_CODES),
  channelCode: z.enum(CHANNEL_CODES),
  /**
   * The country the cart ships to and whose shipping fee and free-shipping threshold its totals use: the
   * switcher's country (the channel's own until one is chosen), the shipping address's once the checkout has one.
   */
  countryCode: z.enum(COUNTRIES),
  /** IRI of the customer the cart belongs to, null for a guest cart. */
  customer: z.nullable(iriSchema),
  items: z.array(cartItemSchema),
  freeProducts: z.array(freeProductSchema),
  /** The applied coupon's code, null when none. */
  couponCode: z.nullable(z.string()),
  ...cartTotalsFields,
  /** Items total (after every discount) from which shipping to the cart's country is free. */
  freeShippingThreshold: priceSchema,
  /** What is still missing to reach it (0 once reached): the cart's progress bar. */
  remainingForFreeShipping: priceSchema,
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /shop/orders */
export const createCartBodySchema = z.object({
  localeCode: z.enum(SHOP_LOCALE_CODES),
  channelCode: z.enum(CHANNEL_CODES),
  /** The delivery country chosen on the site (FR, BE, LU); the channel's own country when absent. */
  countryCode: z.optional(z.enum(COUNTRIES)),
});
export type CreateCartBody = z.infer<typeof createCartBodySchema>;

/** The IRI the `productVariant` field carries (the bare 8-digit code is accepted as well). */
export function productVariantIri(code: string): string {
  return shopIri('product-variants', code);
}

/** PATCH /shop/orders/{token}/items */
export const addCartItemBodySchema = z.object({
  productVariant: z
    .string()
    .check(
      z.refine((v) => VARIANT_CODE_PATTERN.test(v.slice(v.lastIndexOf('/') + 1)), { error: 'invalid_variant_code' }),
    ),
  quantity: z.number().check(z.int()).check(z.positive()).check(z.maximum(MAX_VARIANT_QUANTITY)),
  subscriptionInterval: z.optional(z.nullable(subscriptionIntervalSchema)),
  sourceItemList: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
  upsell: z.optional(z.boolean()),
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** PATCH /shop/orders/{token}/items/{id}: quantity and/or subscriptionInterval, at least one. */
export const changeCartItemBodySchema = z
  .object({
    quantity: z.optional(z.number().check(z.int()).check(z.positive()).check(z.maximum(MAX_VARIANT_QUANTITY))),
    subscriptionInterval: z.optional(z.nullable(subscriptionIntervalSchema)),
  })
  .check(
    z.refine((body) => body.quantity !== undefined || body.subscriptionInterval !== undefined, {
      error: 'required',
      path: ['quantity'],
    }),
  );
export type ChangeCartItemBody = z.infer<typeof changeCartItemBodySchema>;

/**
 * PATCH /shop/orders/{token}/channel: the site's country switcher moves the cart to the channel of the chosen
 * country and language (the channel's locale code) and ships it to that country: shipping fee, free-shipping
 * threshold and prices are recomputed. Only FR, BE and LU are delivery countries (never the Netherlands).
 */
export const changeCartChannelBodySchema = z.object({
  channelCode: z.enum(CHANNEL_CODES),
  countryCode: z.enum(COUNTRIES),
});
export type ChangeCartChannelBody = z.infer<typeof changeCartChannelBodySchema>;

/** PATCH /shop/orders/{token}/apply-coupon */
export const applyCouponBodySchema = z.object({
  couponCode: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' })),
});
export type ApplyCouponBody = z.infer<typeof applyCouponBodySchema>;

/** PUT /shop/orders/{token}: attaches the cart to a customer (by IRI). */
export const updateCartBodySchema = z.object({ customer: iriSchema });
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;
