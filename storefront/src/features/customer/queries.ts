// The customer's data in the query cache: read in route loaders (server render) and by the account screens.
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../shared/index.ts';
import { accountClient } from './account-client.ts';

export const customerKeys = {
  customer: (id: number) => ['customer', id] as const,
  addresses: (id: number) => ['customer', id, 'addresses'] as const,
};

export function customerQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: customerKeys.customer(customerId),
    queryFn: () => accountClient(locale).customer.get(customerId),
    staleTime: 30_000,
  });
}

export function addressesQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: customerKeys.addresses(customerId),
    queryFn: () => accountClient(locale).address.list(),
    staleTime: 30_000,
  });
}

/** Whether the API's local test issuer is there (development, tests): the login page then offers its "Google". */
export const localIssuerQuery = queryOptions({
  queryKey: ['local-issuer'],
  queryFn: () => accountClient('fr').localIssuer.available(),
  staleTime: Infinity,
});
