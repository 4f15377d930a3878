// The customer's sponsorship in the query cache: prefetched by the account route's loader (server render) and read
// by the page; an invitation or a claim writes the new state back.
import { sponsorshipCalls } from '@gamelle/contract/sponsorship/api';
import { queryOptions } from '@tanstack/react-query';
import { accountClient } from '../customer/index.ts';
import { apiConfig, countryOr, readCookies, type Locale } from '../shared/index.ts';

export const sponsorshipKeys = {
  mine: (customerId: number, locale: Locale) => ['customer', customerId, 'sponsorship', locale] as const,
  code: (code: string, locale: Locale) => ['sponsorship-code', code, locale] as const,
};

export function sponsorshipClient(locale: Locale) {
  return sponsorshipCalls(accountClient(locale).shop);
}

/** GET /shop/sponsorship: code, link, friends, credits, own sponsor. */
export function sponsorshipQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: sponsorshipKeys.mine(customerId, locale),
    queryFn: ({ signal }) => sponsorshipClient(locale).get({ signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/sponsorship-codes/{code}: the link page's sponsor (public). */
export function sponsorshipCodeQuery(locale: Locale, code: string) {
  return queryOptions({
    queryKey: sponsorshipKeys.code(code, locale),
    queryFn: ({ signal }) =>
      sponsorshipCalls(apiConfig(locale, countryOr(readCookies(), locale))).code(code, { signal }),
    staleTime: 300_000,
    retry: false,
  });
}
