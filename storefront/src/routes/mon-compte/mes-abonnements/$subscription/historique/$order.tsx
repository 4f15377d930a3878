import { createFileRoute, notFound } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../../../features/customer/index.ts';
import { orderQuery } from '../../../../../features/order/index.ts';
import { SubscriptionOrderPage, subscriptionOrdersQuery } from '../../../../../features/subscription/index.ts';
import { ApiError, localeOf, seoHead } from '../../../../../features/shared/index.ts';

/**
 * One order of a subscription's history: only an order that history lists (another subscription's order, another
 * customer's, or an unknown token answer the shop's 404 page).
 */
export const Route = createFileRoute('/mon-compte/mes-abonnements/$subscription/historique/$order')({
  loader: async ({ context: { queryClient, session }, location, params }) => {
    const locale = localeOf(location);
    const history = await queryClient
      .ensureQueryData(subscriptionOrdersQuery(locale, session.customerId, params.subscription))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
        return loginIfUnauthorized(error, location);
      });
    if (!history['hydra:member'].some((o) => o.tokenValue === params.order)) throw notFound();
    await queryClient.ensureQueryData(orderQuery(locale, session.customerId, params.order)).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
      return loginIfUnauthorized(error, location);
    });
    return { seo: accountSeo(location, 'navSubscriptions'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { subscription, order } = Route.useParams();
  return <SubscriptionOrderPage customerId={Route.useLoaderData().customerId} code={subscription} token={order} />;
}
