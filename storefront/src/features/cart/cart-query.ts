import type { Cart } from '@gamelle/contract/cart/schema';
import { queryOptions } from '@tanstack/react-query';
import { readCookies } from '../shared/index.ts';
import { countryOr, type Locale } from '../shared/index.ts';
import { cartApi } from './cart-api.ts';
import { forgetCartToken, readCartToken } from './cart-token.ts';
import { cartQueryKey } from './cart-keys.ts';
import { loadCart } from './load-cart.ts';

/** The visitor's cart (null when there is none), loaded by the rules of spec §4 on the server and in the browser. */
export function cartQueryOptions(locale: Locale) {
  return queryOptions<Cart | null>({
    queryKey: cartQueryKey,
    queryFn: () => loadCart(cartApiFor(locale), { token: readCartToken, forget: forgetCartToken }),
    staleTime: 30_000,
    // Optimistic changes under way must not be overwritten by a background refetch.
    refetchOnWindowFocus: false,
  });
}

export function cartApiFor(locale: Locale) {
  return cartApi(locale, countryOr(readCookies(), locale));
}
