import { type Channel, COUNTRIES, CURRENCY, type Locale } from '@gamelle/contract';
import { channelSchema } from '@gamelle/contract/shared/channel';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { cartAnswer } from '@gamelle/contract/cart/answer';
import type { CouponDefinition } from '@gamelle/contract/cart/coupons';
import { type Cart, cartSchema } from '@gamelle/contract/cart/schema';
import type { ShippingRate } from '@gamelle/contract/cart/totals';
import { shipping as shippingContent } from '@gamelle/content';
import { packshotUrl } from '@gamelle/content/api';
import { checked } from '../shared/http/checked.ts';
import type { CartLine, CountryShipping, OrderRow } from './repository.ts';

/** The cart as the Shop API answers it: the stored rows in the answer's language, mapped by the contract. */
export function cartView(
  order: OrderRow,
  lines: readonly CartLine[],
  coupon: CouponDefinition | null,
  shipping: ShippingRate,
  locale?: Locale,
): Cart {
  const language: Locale = locale ?? (order.locale_code.startsWith('nl') ? 'nl' : 'fr');
  const nl = language === 'nl';
  return checked(
    cartSchema,
    cartAnswer({
      tokenValue: order.token_value,
      state: order.state as Cart['state'],
      channelCode: order.channel_code as Cart['channelCode'],
      localeCode: order.locale_code as Cart['localeCode'],
      countryCode: shipping.country,
      customerId: order.customer_id,
      couponCode: order.coupon_code,
      lines: lines.map((item) => ({
        id: item.id,
        variantCode: item.variant_code,
        quantity: item.quantity,
        subscriptionInterval: item.subscription_interval as Cart['items'][number]['subscriptionInterval'],
        unitPrice: item.unit_price,
        sourceItemList: item.source_item_list,
        upsell: item.upsell === 1,
        product: item.variant && {
          sku: item.variant.sku,
          slug: nl ? item.variant.slugNl : item.variant.slugFr,
          name: nl ? item.variant.nameNl : item.variant.nameFr,
          variantName: nl ? item.variant.variantNl : item.variant.variantFr,
          imageUrl: packshotUrl(item.variant.sku, language),
        },
      })),
      coupon,
      shipping,
      vatPercent: shippingContent.vat_percent,
    }),
    'cart',
  );
}

const channelNames = { gamelle_fr: 'Gamelle France', gamelle_be: 'Gamelle Belgique', gamelle_nl: 'Gamelle België' };

/** `GET /shop/channels/{code}`: the channel, its countries and each country's shipping. */
export function channelView(channel: Channel, rates: readonly CountryShipping[]) {
  return checked(
    channelSchema,
    {
      '@context': '/api/v2/contexts/Channel',
      '@id': shopIri('channels', channel.code),
      '@type': 'Channel',
      code: channel.code,
      name: channelNames[channel.code],
      baseCurrency: CURRENCY,
      locale: channel.locale,
      defaultLocaleCode: channel.shopLocaleCode,
      // Every site delivers to the three countries of spec §1.
      countries: [...COUNTRIES],
      shippingRates: rates.map((r) => ({
        countryCode: r.country,
        fee: r.fee,
        freeShippingThreshold: r.freeShippingThreshold,
      })),
    },
    'channel',
  );
}
