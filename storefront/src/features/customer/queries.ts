// The customer's data in the query cache: read in route loaders (server render) and by the account screens.
import { queryOptions } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { deleteCookie } from '@tanstack/react-start/server';
import { ApiError, type Locale } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { accessCookie, markerCookie, refreshCookie, returnParam } from '../session/index.ts';

/** Ends the session in the page being rendered (the browser's proxy calls end it on their own answer). */
const endSession = createIsomorphicFn()
  .server(() => {
    for (const name of [accessCookie, refreshCookie, markerCookie]) deleteCookie(name, { path: '/' });
  })
  .client(() => {
    document.cookie = `${markerCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  });

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

/**
 * A 401 while a page loads (the token was refused): the session is over, so the visitor goes to login with the
 * page remembered. Other errors go on to the error page.
 */
export function loginIfUnauthorized(error: unknown, location: { publicHref: string }): never {
  if (error instanceof ApiError && error.status === 401) {
    endSession();
    throw redirect({ to: '/connexion/', search: { [returnParam]: location.publicHref, session: 'ended' } });
  }
  throw error;
}

/** Whether the API's local test issuer is there (development, tests): the login page then offers its "Google". */
export const localIssuerQuery = queryOptions({
  queryKey: ['local-issuer'],
  queryFn: () => accountClient('fr').localIssuer.available(),
  staleTime: Infinity,
});
