// GET /shop/channels/{code}: the channel's countries and, per country, the shipping fee and the free-shipping
// threshold the cart's progress bar reads (the UI never hard-codes it).
import { z } from 'zod/mini';
import { CHANNEL_CODES, COUNTRIES, CURRENCY, LOCALES, SHOP_LOCALE_CODES } from './locales.ts';
import { jsonLdFieldsOf } from './jsonld.ts';
import { priceSchema } from './money-schema.ts';

export const shippingRateSchema = z.object({
  countryCode: z.enum(COUNTRIES),
  /** Home-delivery fee below the threshold, in cents. */
  fee: priceSchema,
  /** Items total (after discounts) from which shipping is free, in cents. */
  freeShippingThreshold: priceSchema,
});
export type ChannelShippingRate = z.infer<typeof shippingRateSchema>;

export const channelSchema = z.object({
  ...jsonLdFieldsOf('Channel'),
  code: z.enum(CHANNEL_CODES),
  name: z.string(),
  baseCurrency: z.literal(CURRENCY),
  locale: z.enum(LOCALES),
  defaultLocaleCode: z.enum(SHOP_LOCALE_CODES),
  countries: z.array(z.enum(COUNTRIES)),
  shippingRates: z.array(shippingRateSchema),
});
export type ChannelResource = z.infer<typeof channelSchema>;

/** The rate for `country`, or the channel's first one when the country is not served. */
export function shippingRateFor(
  channel: Pick<ChannelResource, 'shippingRates'>,
  country: string,
): ChannelShippingRate | undefined {
  return channel.shippingRates.find((rate) => rate.countryCode === country) ?? channel.shippingRates[0];
}
