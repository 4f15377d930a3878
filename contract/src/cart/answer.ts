// The cart as the Shop API answers it (Sylius' Order, JSON-LD), mapped once for the server's cart view and the
// mocks' handlers: the totals come from cartTotals, so both answer the same cart for the same lines.
import { CHANNELS, type ChannelCode, type CountryCode, type ShopLocaleCode } from '../shared/locales.ts';
import { shopIri } from '../shared/jsonld.ts';
import type { OrderState } from '../order/statuses.ts';
import type { CouponDefinition } from './coupons.ts';
import type { Cart, SubscriptionInterval } from './schema.ts';
import { type ShippingRate, cartTotals } from './totals.ts';

/** A cart line with its product's names in the answer's language (null when the catalogue no longer has it). */
export interface CartAnswerLine {
  id: number;
  variantCode: string;
  quantity: number;
  subscriptionInterval: SubscriptionInterval | null;
  unitPrice: number;
  sourceItemList: string | null;
  upsell: boolean;
  product: {
    sku: string;
    slug: string;
    name: string;
    variantName: string;
    /** Its packshot (the cart's thumbnail), in the answer's language. */
    imageUrl?: string | null;
  } | null;
}

export interface CartAnswerInput {
  tokenValue: string;
  state: OrderState;
  channelCode: ChannelCode;
  localeCode: ShopLocaleCode;
  /** The country the cart ships to (the rate of `shipping` is this country's). */
  countryCode: CountryCode;
  customerId: number | null;
  couponCode: string | null;
  lines: readonly CartAnswerLine[];
  /** The applied coupon's definition (null when none, or when it no longer exists). */
  coupon: CouponDefinition | null;
  /** Shipping to the cart's country (before an address is chosen: the channel's, see cartCountry). */
  shipping: ShippingRate;
  /** VAT rate included in the prices, in percent. */
  vatPercent: number;
}

export function cartAnswer(input: CartAnswerInput): Cart {
  const totals = cartTotals({
    lines: input.lines.map((l) => ({
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      subscriptionInterval: l.subscriptionInterval,
    })),
    coupon: input.coupon,
    shipping: input.shipping,
  });
  const iri = shopIri('orders', input.tokenValue);
  return {
    '@context': '/api/v2/contexts/Order',
    '@id': iri,
    '@type': 'Order',
    tokenValue: input.tokenValue,
    state: input.state,
    checkoutState: 'cart',
    paymentState: 'cart',
    shippingState: 'cart',
    channelCode: input.channelCode,
    localeCode: input.localeCode,
    countryCode: input.countryCode,
    currencyCode: 'EUR',
    customer: input.customerId === null ? null : shopIri('customers', input.customerId),
    couponCode: input.couponCode,
    items: input.lines.map((item, index) => {
      const line = totals.lines[index]!;
      return {
        '@id': `${iri}/items/${item.id}`,
        '@type': 'OrderItem' as const,
        id: item.id,
        variant: { '@id': shopIri('product-variants', item.variantCode), code: item.variantCode },
        variantCode: item.variantCode,
        productName: item.product?.name ?? item.variantCode,
        ...(item.product ? { productSku: item.product.sku, productSlug: item.product.slug } : {}),
        ...(item.product?.imageUrl ? { imageUrl: item.product.imageUrl } : {}),
        variantName: item.product?.variantName ?? item.variantCode,
        quantity: item.quantity,
        subscriptionInterval: item.subscriptionInterval,
        unitPrice: item.unitPrice,
        discountedUnitPrice: line.discountedUnitPrice,
        subtotal: line.subtotal,
        total: line.total,
        sourceItemList: item.sourceItemList,
        upsell: item.upsell,
      };
    }),
    freeProducts: [],
    itemsSubtotal: totals.itemsSubtotal,
    subscriptionDiscountTotal: totals.subscriptionDiscount,
    itemsTotal: totals.itemsTotal,
    orderPromotionTotal: totals.promotionTotal,
    shippingTotal: totals.shippingTotal,
    // Prices include VAT: the share of the total that is tax, for the invoice line "dont TVA".
    taxTotal: totals.total - Math.round(totals.total / (1 + input.vatPercent / 100)),
    total: totals.total,
    freeShippingThreshold: totals.freeShippingThreshold,
    remainingForFreeShipping: totals.remainingForFreeShipping,
  };
}

/**
 * The country a cart ships to before an address is chosen: the one chosen on the site (the switcher's, stored with
 * the cart), else its channel's own (the Dutch-language site is Belgian).
 */
export function cartCountry(channelCode: ChannelCode, chosen?: CountryCode | null): CountryCode {
  return chosen ?? CHANNELS.find((c) => c.code === channelCode)?.defaultCountry ?? 'FR';
}
