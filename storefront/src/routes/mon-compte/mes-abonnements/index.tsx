import { createFileRoute } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../features/customer/index.ts';
import { SubscriptionsPage, subscriptionsQuery } from '../../../features/subscription/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** The subscriptions list, behind the subscription-redirect feature guard (spec §2; a subscription's pages have none). */
export const Route = createFileRoute('/mon-compte/mes-abonnements/')({
  beforeLoad: (route) => requireFeatures(route, 'subscriptionRedirect'),
  loader: async ({ context: { queryClient, session }, location }) => {
    await queryClient
      .ensureQueryData(subscriptionsQuery(localeOf(location), session.customerId))
      .catch((error) => loginIfUnauthorized(error, location));
    return { seo: accountSeo(location, 'navSubscriptions'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <SubscriptionsPage customerId={Route.useLoaderData().customerId} />;
}
