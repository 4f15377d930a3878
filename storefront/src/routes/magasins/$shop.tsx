import { createFileRoute, notFound } from '@tanstack/react-router';
import { isNotFound, localeOf, pageSeo, seoHead } from '../../features/shared/index.ts';
import { storeMessages, storeQueries, StorePage } from '../../features/store/index.ts';

/** `/magasins/{shop}/` (`/nl/winkels/{shop}/`): one store; an unknown one is the 404 page. */
export const Route = createFileRoute('/magasins/$shop')({
  loader: async ({ params, context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const store = await queryClient.ensureQueryData(storeQueries.one(params.shop, locale)).catch((error: unknown) => {
      if (isNotFound(error)) throw notFound();
      throw error;
    });
    const t = storeMessages[locale];
    return {
      seo: pageSeo(location, {
        title: store.name,
        description: `${store.name}, ${store.street}, ${store.postcode} ${store.city}. ${t.hours}, ${t.services.toLowerCase()}.`,
      }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: StoreRoute,
});

function StoreRoute() {
  const { shop } = Route.useParams();
  const { origin } = Route.useRouteContext();
  return <StorePage slug={shop} origin={origin} />;
}
