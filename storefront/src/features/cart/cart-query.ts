import { cartCalls } from '@gamelle/contract/cart/api';
import { loadStoredCart } from '@gamelle/contract/cart/load';
import type { Cart, CreateCartBody } from '@gamelle/contract/cart/schema';
import { channelFor, countryCodeOf } from '@gamelle/contract/shared/locales';
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, countryOr, readCookies, type Locale } from '../shared/index.ts';
import { cartQueryKey } from './cart-keys.ts';
import { forgetCartToken, readCartToken } from './cart-token.ts';

/** The contract's cart calls for the page's language and country, and the body of a new cart in that channel. */
export type CartApi = Pick<
  ReturnType<typeof cartCalls>,
  | 'get'
  | 'create'
  | 'addItem'
  | 'changeItem'
  | 'removeItem'
  | 'applyCoupon'
  | 'removeCoupon'
  | 'delete'
  | 'changeChannel'
> & { newCart: CreateCartBody };

/** The visitor's cart (null when there is none), loaded by the rules of spec §4 on the server and in the browser. */
export function cartQueryOptions(locale: Locale) {
  return queryOptions<Cart | null>({
    queryKey: cartQueryKey,
    queryFn: async () => {
      const api = cartApiFor(locale);
      const cart = await loadStoredCart(api, { token: readCartToken, forget: forgetCartToken });
      return cart && followSite(api, cart);
    },
    staleTime: 30_000,
    // Optimistic changes under way must not be overwritten by a background refetch.
    refetchOnWindowFocus: false,
  });
}

export function cartApiFor(locale: Locale): CartApi {
  const country = countryOr(readCookies(), locale);
  const channel = channelFor(country, locale);
  return {
    ...cartCalls(apiConfig(locale, country)),
    newCart: { channelCode: channel.code, localeCode: channel.shopLocaleCode, countryCode: countryCodeOf(country) },
  };
}

/**
 * Country = channel = shipping (issue 22): a cart read on a page of another channel or country than the site's (the
 * language changed by a link, a switch the API could not apply before the session was renewed) moves to the page's
 * at once, so the cart, the mini-cart and the checkout show the page's shipping. A refusal keeps the cart as read.
 */
async function followSite(api: CartApi, cart: Cart): Promise<Cart> {
  const { channelCode, countryCode } = api.newCart;
  if (cart.checkoutState !== 'cart' || !countryCode) return cart;
  if (cart.channelCode === channelCode && cart.countryCode === countryCode) return cart;
  return api.changeChannel(cart.tokenValue, { channelCode, countryCode }).catch(() => cart);
}
