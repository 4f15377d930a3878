import { createFileRoute } from '@tanstack/react-router';
import { currentSession } from '../../features/customer/index.ts';
import { WebViewDemoPage, subscriptionsQuery, webViewMessages } from '../../features/subscription/index.ts';
import { localeOf, pageSeo, seoHead } from '../../features/shared/index.ts';

/** `/webView/demo/` (spec §2): the web-view payment change in a phone frame, with the messages it posts. */
export const Route = createFileRoute('/webView/demo')({
  loader: async ({ context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const customerId = currentSession()?.customerId ?? null;
    if (customerId !== null)
      await queryClient.ensureQueryData(subscriptionsQuery(locale, customerId)).catch(() => undefined);
    const t = webViewMessages[locale];
    return { customerId, seo: pageSeo(location, { title: t.demoTitle, description: t.demoIntro, noindex: true }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <WebViewDemoPage customerId={Route.useLoaderData().customerId} />;
}
