import { createFileRoute } from '@tanstack/react-router';
import {
  WebViewPaymentPage,
  readWebViewSearch,
  webViewMessages,
  webViewSubscriptionQuery,
} from '../../features/subscription/index.ts';
import { localeOf, pageSeo, requireFeatures, seoHead } from '../../features/shared/index.ts';

/**
 * The mobile app's web view for a new card (spec §2: "login + web-view-allowed, no layout"). The server entry
 * (`server-entry/web-view.ts`) spends the link's token and sets the session before this renders; the route reads
 * the subscription with that session.
 */
export const Route = createFileRoute('/web-view/{$subscription}-changement-de-paiement')({
  staticData: { layout: 'none' },
  validateSearch: readWebViewSearch,
  beforeLoad: (route) => requireFeatures(route, 'webView'),
  loaderDeps: ({ search }) => ({ problem: search.lien, returned: search.payment !== undefined }),
  loader: async ({ context: { queryClient }, location, params, deps }) => {
    const locale = localeOf(location);
    if (!deps.problem && !deps.returned)
      // A refused read shows its message on the page (the server entry has checked the session already).
      await queryClient.ensureQueryData(webViewSubscriptionQuery(locale, params.subscription)).catch(() => undefined);
    const t = webViewMessages[locale];
    return { seo: pageSeo(location, { title: t.title, description: t.intro, noindex: true }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { subscription } = Route.useParams();
  const search = Route.useSearch();
  return (
    <WebViewPaymentPage
      code={subscription}
      {...(search.lien ? { problem: search.lien } : {})}
      returned={search.payment !== undefined}
    />
  );
}
