import type { CountryCode, Locale } from '@gamelle/contract';
import { cartTotals } from '@gamelle/contract/cart/totals';
import { type CouponDefinition } from '@gamelle/contract/cart/coupons';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { cartSchema } from '@gamelle/contract/cart/schema';
import { checked } from '../shared/http/checked.ts';
import { shipping } from '@gamelle/content';
import type { Kysely } from 'kysely';
import { shippingRate } from './shipping.ts';
import type { Database } from '../shared/db/schema.ts';
import { channelByCode } from '../shared/http/locale.ts';
import { findCoupon } from './coupons.ts';
import { type OrderRow, cartLines } from './repository.ts';

/** The cart as the Shop API answers it (Sylius' Order, JSON-LD), totals recomputed from its lines now. */
export async function cartView(db: Kysely<Database>, order: OrderRow, locale?: Locale) {
  const channel = channelByCode(order.channel_code);
  const language: Locale = locale ?? (order.locale_code.startsWith('nl') ? 'nl' : 'fr');
  const items = await cartLines(db, order.id);
  const coupon: CouponDefinition | null = order.coupon_code
    ? ((await findCoupon(db, order.coupon_code)) ?? null)
    : null;
  const totals = cartTotals({
    lines: items.map((i) => ({
      unitPrice: i.unit_price,
      quantity: i.quantity,
      subscriptionInterval: i.subscription_interval,
    })),
    coupon,
    shipping: await shippingRate(db, cartCountry(channel.country)),
  });
  const iri = shopIri('orders', order.token_value);
  return checked(
    cartSchema,
    {
      '@context': '/api/v2/contexts/Order',
      '@id': iri,
      '@type': 'Order',
      tokenValue: order.token_value,
      state: order.state,
      checkoutState: 'cart',
      paymentState: 'cart',
      shippingState: 'cart',
      channelCode: channel.code,
      localeCode: order.locale_code,
      currencyCode: order.currency_code,
      customer: order.customer_id === null ? null : shopIri('customers', order.customer_id),
      couponCode: order.coupon_code,
      items: items.map((item, index) => {
        const variant = item.variant;
        const line = totals.lines[index]!;
        return {
          '@id': `${iri}/items/${item.id}`,
          '@type': 'OrderItem',
          id: item.id,
          variant: { '@id': shopIri('product-variants', item.variant_code), code: item.variant_code },
          variantCode: item.variant_code,
          productName: (language === 'nl' ? variant?.nameNl : variant?.nameFr) ?? item.variant_code,
          ...(variant
            ? { productSku: variant.sku, productSlug: language === 'nl' ? variant.slugNl : variant.slugFr }
            : {}),
          variantName: (language === 'nl' ? variant?.variantNl : variant?.variantFr) ?? item.variant_code,
          quantity: item.quantity,
          subscriptionInterval: item.subscription_interval,
          unitPrice: item.unit_price,
          discountedUnitPrice: line.discountedUnitPrice,
          subtotal: line.subtotal,
          total: line.total,
          sourceItemList: item.source_item_list,
          upsell: item.upsell === 1,
        };
      }),
      freeProducts: [],
      itemsSubtotal: totals.itemsSubtotal,
      subscriptionDiscountTotal: totals.subscriptionDiscount,
      itemsTotal: totals.itemsTotal,
      orderPromotionTotal: totals.promotionTotal,
      shippingTotal: totals.shippingTotal,
      // Prices include VAT: the share of the total that is tax, for the invoice line "dont TVA".
      taxTotal: totals.total - Math.round(totals.total / (1 + shipping.vat_percent / 100)),
      total: totals.total,
      freeShippingThreshold: totals.freeShippingThreshold,
      remainingForFreeShipping: totals.remainingForFreeShipping,
    },
    'cart',
  );
}

/** Before an address is chosen the cart ships to its channel's country (the Dutch site is Belgian). */
export function cartCountry(siteCountry: string): CountryCode {
  return siteCountry === 'fr' ? 'FR' : 'BE';
}
