import { channelFor, type SiteCountry } from '@gamelle/contract/shared/locales';
import { shopPaths } from '@gamelle/contract/shared/paths';
import type { Cart } from '@gamelle/contract/cart/schema';
import { requestJson } from '../shared/index.ts';
import type { Locale } from '../shared/index.ts';

/** The Shop API's cart calls of spec §7; every call carries the channel and the shop locale. */
export interface CartApi {
  get(token: string): Promise<Cart>;
  create(): Promise<Cart>;
  add(token: string, item: NewCartItem): Promise<Cart>;
  change(token: string, itemId: number, change: CartItemChange): Promise<Cart>;
  remove(token: string, itemId: number): Promise<Cart>;
  applyCoupon(token: string, couponCode: string): Promise<Cart>;
  removeCoupon(token: string, couponCode: string): Promise<Cart>;
  delete(token: string): Promise<void>;
}

export interface NewCartItem {
  variantCode: string;
  quantity: number;
  subscriptionInterval: number | null;
  sourceItemList?: string | null;
  upsell?: boolean;
}

export type CartItemChange = { quantity?: number; subscriptionInterval?: number | null };

export function cartApi(locale: Locale, country: SiteCountry): CartApi {
  const channel = channelFor(country, locale);
  const query = { channelCode: channel.code, locale: channel.shopLocaleCode };
  const shop = (path: string) => `/v2${path}`;
  return {
    get: (token) => requestJson<Cart>(shop(shopPaths.order(token)), { query }),
    create: () =>
      requestJson<Cart>(shop(shopPaths.orders()), {
        method: 'POST',
        query,
        body: { localeCode: channel.shopLocaleCode, channelCode: channel.code },
      }),
    add: (token, item) =>
      requestJson<Cart>(shop(shopPaths.orderItems(token)), {
        method: 'PATCH',
        query,
        body: {
          productVariant: item.variantCode,
          quantity: item.quantity,
          subscriptionInterval: item.subscriptionInterval,
          sourceItemList: item.sourceItemList ?? null,
          upsell: item.upsell ?? false,
        },
      }),
    change: (token, itemId, change) =>
      requestJson<Cart>(shop(shopPaths.orderItem(token, itemId)), { method: 'PATCH', query, body: change }),
    // The removal answers the recomputed cart (totals and coupon discount included); a server that still answers
    // an empty 204 is asked for the cart again, so the page never keeps the totals from before the removal.
    remove: async (token, itemId) =>
      (await requestJson<Cart | undefined>(shop(shopPaths.orderItem(token, itemId)), { method: 'DELETE', query })) ??
      requestJson<Cart>(shop(shopPaths.order(token)), { query }),
    applyCoupon: (token, couponCode) =>
      requestJson<Cart>(shop(shopPaths.applyCoupon(token)), { method: 'PATCH', query, body: { couponCode } }),
    removeCoupon: (token, couponCode) =>
      requestJson<Cart>(shop(shopPaths.coupon(token, couponCode)), { method: 'DELETE', query }),
    delete: (token) => requestJson<void>(shop(shopPaths.order(token)), { method: 'DELETE', query }),
  };
}
