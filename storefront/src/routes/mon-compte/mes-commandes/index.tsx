import { createFileRoute } from '@tanstack/react-router';
import { accountSeo, loginIfUnauthorized } from '../../../features/customer/index.ts';
import { OrdersPage, ordersQuery } from '../../../features/order/index.ts';
import { localeOf, requireFeatures, seoHead } from '../../../features/shared/index.ts';

/** `?page=N` (load more) keeps as many pages on a reload; anything else is page 1. */
function parsePage(search: Record<string, unknown>): { page?: number } {
  const page = Number(search['page']);
  return Number.isInteger(page) && page > 1 && page <= 100 ? { page } : {};
}

/** The orders list, behind the order-redirect feature guard (spec §2; an order's own page has none). */
export const Route = createFileRoute('/mon-compte/mes-commandes/')({
  validateSearch: parsePage,
  beforeLoad: (route) => requireFeatures(route, 'orderRedirect'),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, session }, location, deps }) => {
    await queryClient
      .ensureInfiniteQueryData({ ...ordersQuery(localeOf(location), session.customerId), pages: deps.page })
      .catch((error) => loginIfUnauthorized(error, location));
    return { seo: accountSeo(location, 'navOrders'), customerId: session.customerId, pages: deps.page };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: Screen,
});

function Screen() {
  const { customerId, pages } = Route.useLoaderData();
  return <OrdersPage customerId={customerId} pages={pages} />;
}
