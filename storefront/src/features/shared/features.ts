import { featureCalls, type FeatureFlags, type ShopFeature } from '@gamelle/contract/shared/features';
import { channelFor } from '@gamelle/contract/shared/locales';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { notFound, rootRouteId } from '@tanstack/react-router';
import { apiConfig } from './api/client.ts';
import { readCookies } from './api/api-fetch.ts';
import { countryOr, type Locale } from './i18n/locales.ts';
import { localeOf } from './i18n/use-locale.ts';

/**
 * The feature flags of the page's channel (spec §2's feature guards), as the server serves them
 * (`GET /shop/channels/{code}/features`, set by the operator's `FEATURES_OFF`). One query per channel: read on the
 * server render, it travels in the HTML with the rest of the cache, so client navigations guard without a call.
 */
export function featuresQuery(locale: Locale) {
  const country = countryOr(readCookies(), locale);
  const channel = channelFor(country, locale).code;
  return queryOptions({
    queryKey: ['features', channel] as const,
    queryFn: async (): Promise<FeatureFlags> => (await featureCalls(apiConfig(locale, country)).get(channel)).features,
    // The server changes them with a restart: a page's visit never needs them twice.
    staleTime: 5 * 60_000,
  });
}

/**
 * A route's feature guard (`beforeLoad`): the page exists only while every named feature is on in the visitor's
 * channel; otherwise the shop's 404 page, with status 404 on a first load (spec §8) and the same page on a client
 * navigation. Flags that cannot be read guard nothing: every feature is on unless switched off, and the page's own
 * calls say whether the API is there.
 */
export async function requireFeatures(
  { context, location }: { context: { queryClient: QueryClient }; location: { publicHref: string } },
  ...features: ShopFeature[]
): Promise<void> {
  const flags = await context.queryClient.ensureQueryData(featuresQuery(localeOf(location))).catch(() => null);
  // The root's 404 page, as for an unknown path: not inside the account area's layout (whose `main` it would nest).
  if (flags && features.some((feature) => flags[feature] === false)) throw notFound({ routeId: rootRouteId });
}
