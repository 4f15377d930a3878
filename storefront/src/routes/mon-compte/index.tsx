import { createFileRoute } from '@tanstack/react-router';
import { AccountHomePage, accountSeo, customerQuery, loginIfUnauthorized } from '../../features/customer/index.ts';
import { LastOrder, ordersQuery } from '../../features/order/index.ts';
import { NextDeliveries, subscriptionsQuery } from '../../features/subscription/index.ts';
import { localeOf, seoHead } from '../../features/shared/index.ts';

export const Route = createFileRoute('/mon-compte/')({
  loader: async ({ context: { queryClient, session }, location }) => {
    const locale = localeOf(location);
    await Promise.all([
      queryClient.ensureQueryData(customerQuery(locale, session.customerId)),
      queryClient.ensureInfiniteQueryData(ordersQuery(locale, session.customerId)),
      queryClient.ensureQueryData(subscriptionsQuery(locale, session.customerId)),
    ]).catch((error) => loginIfUnauthorized(error, location));
    return { seo: accountSeo(location, 'accountTitle'), customerId: session.customerId };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId } = Route.useLoaderData();
  return (
    <AccountHomePage
      customerId={customerId}
      lastOrder={<LastOrder customerId={customerId} />}
      nextDeliveries={<NextDeliveries customerId={customerId} />}
    />
  );
}
