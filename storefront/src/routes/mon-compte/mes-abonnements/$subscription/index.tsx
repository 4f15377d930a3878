import { createFileRoute, notFound } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../../features/customer/index.ts';
import { SubscriptionDetailPage, subscriptionQuery } from '../../../../features/subscription/index.ts';
import { ApiError, localeOf, seoHead } from '../../../../features/shared/index.ts';

/** One subscription; another customer's or an unknown code answers the shop's 404 page. */
export const Route = createFileRoute('/mon-compte/mes-abonnements/$subscription/')({
  loader: async ({ context: { queryClient, session }, location, params }) => {
    await queryClient
      .ensureQueryData(subscriptionQuery(localeOf(location), session.customerId, params.subscription))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
        return loginIfUnauthorized(error, location);
      });
    return { seo: accountSeo(location, 'navSubscriptions'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <SubscriptionDetailPage customerId={Route.useLoaderData().customerId} code={Route.useParams().subscription} />;
}
