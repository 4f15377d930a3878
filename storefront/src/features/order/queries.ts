// The customer's orders in the query cache: prefetched by the account routes' loaders (server render) and read by
// the order screens. Placed orders carry product names in the page's language, so the language is in the key.
import { orderCalls } from '@gamelle/contract/order/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { accountClient } from '../customer/index.ts';
import type { Locale } from '../shared/index.ts';

export const orderKeys = {
  all: (customerId: number) => ['customer', customerId, 'orders'] as const,
  list: (customerId: number, locale: Locale) => ['customer', customerId, 'orders', 'list', locale] as const,
  order: (customerId: number, locale: Locale, token: string) =>
    ['customer', customerId, 'orders', 'one', locale, token] as const,
};

export function orderClient(locale: Locale) {
  return orderCalls(accountClient(locale).shop);
}

/** GET /shop/orders, one page per "load more", as the server pages it (newest first). */
export function ordersQuery(locale: Locale, customerId: number) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(customerId, locale),
    queryFn: ({ pageParam, signal }) => orderClient(locale).list(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last['hydra:view']?.['hydra:next'] ? pages.length + 1 : undefined),
    staleTime: 30_000,
  });
}

/** GET /shop/orders/{token}: the owner's placed order. */
export function orderQuery(locale: Locale, customerId: number, token: string) {
  return queryOptions({
    queryKey: orderKeys.order(customerId, locale, token),
    queryFn: ({ signal }) => orderClient(locale).get(token, { signal }),
    staleTime: 30_000,
  });
}
