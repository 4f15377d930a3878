import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  searchMessages,
  searchQueries,
  parseSearchQuery,
  preloadSearchProducts,
  SearchPage,
} from '../features/search/index.ts';
import { localeOf, useLocale, pageSeo, seoHead } from '../features/shared/index.ts';

/** `/rechercher/?q=`: kept out of search engines (spec §2). */
export const Route = createFileRoute('/rechercher')({
  validateSearch: parseSearchQuery,
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ deps, context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const t = searchMessages[locale];
    if (deps.q)
      await Promise.all([
        queryClient.prefetchQuery(searchQueries.results(deps.q, locale)),
        // The product cards render in place in every server response (serverRenderedLazy).
        import.meta.env.SSR ? preloadSearchProducts() : undefined,
      ]);
    return {
      seo: pageSeo(location, {
        title: deps.q ? t.seoTitleFor(deps.q) : t.seoTitle,
        description: t.seoDescription,
        noindex: true,
      }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  const locale = useLocale();
  const { data } = useQuery({ ...searchQueries.results(q ?? '', locale), enabled: Boolean(q) });
  return <SearchPage key={q ?? ''} q={q ?? ''} result={q ? data : undefined} />;
}
