// The web-view payment change's calls (issue 15): its own API (`/api/web-view`), authenticated by the web-view
// session's HttpOnly cookie (the server render passes it as a header, shared/api/api-fetch.ts), never the account's.
import { webViewCalls } from '@gamelle/contract/subscription/web-view';
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, type Locale } from '../shared/index.ts';

export const webViewKeys = {
  subscription: (locale: Locale, code: string) => ['web-view', code, 'subscription', locale] as const,
  latest: (code: string) => ['web-view', code, 'card-change'] as const,
};

export function webViewClient(locale: Locale) {
  return webViewCalls(apiConfig(locale));
}

/** The session's subscription: its card and alerts. */
export function webViewSubscriptionQuery(locale: Locale, code: string) {
  return queryOptions({
    queryKey: webViewKeys.subscription(locale, code),
    queryFn: () => webViewClient(locale).subscription(code),
    staleTime: 30_000,
  });
}

/** The last card entered, asked again every second while the provider's notification has not arrived. */
export function latestCardChangeQuery(locale: Locale, code: string) {
  return queryOptions({
    queryKey: webViewKeys.latest(code),
    queryFn: () => webViewClient(locale).latestCardChange(code),
    refetchInterval: (query) => (query.state.data?.status === 'open' ? 1000 : false),
  });
}
