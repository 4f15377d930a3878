import { createFileRoute, notFound } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../features/customer/index.ts';
import { OrderDetailPage, orderQuery } from '../../../features/order/index.ts';
import { ApiError, localeOf, seoHead } from '../../../features/shared/index.ts';

/**
 * One placed order. Another customer's order (403), an unknown token (404) or a token that is still a cart
 * answer the shop's 404 page: nothing of the order is shown, nor whether it exists.
 */
export const Route = createFileRoute('/mon-compte/mes-commandes/$order')({
  loader: async ({ context: { queryClient, session }, location, params }) => {
    const order = await queryClient
      .ensureQueryData(orderQuery(localeOf(location), session.customerId, params.order))
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) throw notFound();
        return loginIfUnauthorized(error, location);
      });
    if (!order.number || order.checkoutState !== 'completed') throw notFound();
    return { seo: accountSeo(location, 'navOrders'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  return <OrderDetailPage customerId={Route.useLoaderData().customerId} token={Route.useParams().order} />;
}
