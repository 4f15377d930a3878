// The customer's subscriptions in the query cache: prefetched by the account routes' loaders (server render) and
// read by the subscription screens; a change answers the whole subscription, written back into the cache.
import { subscriptionCalls } from '@gamelle/contract/subscription/api';
import type { Subscription } from '@gamelle/contract/subscription';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../customer/index.ts';
import type { Locale } from '../shared/index.ts';

export const subscriptionKeys = {
  all: (customerId: number) => ['customer', customerId, 'subscriptions'] as const,
  list: (customerId: number, locale: Locale) => ['customer', customerId, 'subscriptions', 'list', locale] as const,
  one: (customerId: number, locale: Locale, code: string) =>
    ['customer', customerId, 'subscriptions', 'one', locale, code] as const,
  orders: (customerId: number, locale: Locale, code: string) =>
    ['customer', customerId, 'subscriptions', 'orders', locale, code] as const,
  cards: (customerId: number) => ['customer', customerId, 'saved-payment-methods'] as const,
};

export function subscriptionClient(locale: Locale) {
  return subscriptionCalls(accountClient(locale).shop);
}

/** GET /shop/subscriptions: every subscription of the customer, with its next order and alerts. */
export function subscriptionsQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.list(customerId, locale),
    queryFn: ({ signal }) => subscriptionClient(locale).list({ signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/subscriptions/{code}: the owner's subscription (404 another customer's). */
export function subscriptionQuery(locale: Locale, customerId: number, code: string) {
  return queryOptions({
    queryKey: subscriptionKeys.one(customerId, locale, code),
    queryFn: ({ signal }) => subscriptionClient(locale).get(code, { signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/subscriptions/{code}/orders: the orders it placed, the first one included. */
export function subscriptionOrdersQuery(locale: Locale, customerId: number, code: string) {
  return queryOptions({
    queryKey: subscriptionKeys.orders(customerId, locale, code),
    queryFn: ({ signal }) => subscriptionClient(locale).orders(code, { signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/saved-payment-methods: the cards a subscription can be charged on. */
export function savedCardsQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.cards(customerId),
    queryFn: ({ signal }) => subscriptionClient(locale).savedPaymentMethods({ signal }),
    staleTime: 30_000,
  });
}

/** Writes a changed subscription into the cache and marks the list (and history) stale. */
export function useSubscriptionSaved(locale: Locale, customerId: number) {
  const queryClient = useQueryClient();
  return (subscription: Subscription) => {
    queryClient.setQueryData(subscriptionKeys.one(customerId, locale, subscription.code), subscription);
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.list(customerId, locale) });
  };
}
