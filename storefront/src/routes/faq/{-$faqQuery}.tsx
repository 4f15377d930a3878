import { createFileRoute, redirect } from '@tanstack/react-router';
import { contentQueries } from '../../features/content/index.ts';
import { entryById, faqMessages, FaqPage, type FaqAttributes } from '../../features/service/index.ts';
import { searchQueries } from '../../features/search/index.ts';
import { localeOf, pageSeo, seoHead } from '../../features/shared/index.ts';

/**
 * `/faq/{faqQuery?}/` (`/nl/faq/…`): the query is in the path; the search form's `?q=` (without JavaScript) is
 * redirected there. A searched FAQ is not indexed: only the FAQ itself is.
 */
export const Route = createFileRoute('/faq/{-$faqQuery}')({
  validateSearch: (raw: Record<string, unknown>): { q?: string } =>
    typeof raw.q === 'string' && raw.q.trim() ? { q: raw.q.trim().slice(0, 100) } : {},
  beforeLoad: ({ search }) => {
    if (search.q) throw redirect({ to: '/faq/{-$faqQuery}/', params: { faqQuery: search.q }, search: {} });
  },
  loader: async ({ params, context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const page = await queryClient.ensureQueryData(contentQueries.page<FaqAttributes>('faq', locale));
    const q = params.faqQuery && !entryById(page.attributes.themes, params.faqQuery) ? params.faqQuery : '';
    if (q) await queryClient.prefetchQuery(searchQueries.results(q, locale));
    return {
      seo: pageSeo(location, {
        title: page.attributes.title,
        description: faqMessages[locale].seoDescription,
        noindex: Boolean(q),
      }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: FaqRoute,
});

function FaqRoute() {
  const { faqQuery } = Route.useParams();
  return <FaqPage faqQuery={faqQuery} />;
}
