import { createFileRoute } from '@tanstack/react-router';
import { localeOf, pageSeo, seoHead } from '../../features/shared/index.ts';
import { parseStoreListSearch, storeMessages, storeQueries, StoreListPage } from '../../features/store/index.ts';

/** `/magasins/` (`/nl/winkels/`): the store finder, map or list (`?vue=`), by town, postcode or position. */
export const Route = createFileRoute('/magasins/')({
  validateSearch: parseStoreListSearch,
  loaderDeps: ({ search }) => ({ q: search.q, lat: search.lat, lng: search.lng }),
  loader: async ({ deps, context: { queryClient }, location }) => {
    const locale = localeOf(location);
    await queryClient.ensureQueryData(storeQueries.list(deps, locale));
    const t = storeMessages[locale];
    // A searched or located list is the same page for search engines: only the bare finder is indexed.
    const searched = Boolean(deps.q || deps.lat !== undefined);
    return { seo: pageSeo(location, { title: t.seoTitle, description: t.seoDescription, noindex: searched }) };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: StoreListRoute,
});

function StoreListRoute() {
  return <StoreListPage search={Route.useSearch()} />;
}
