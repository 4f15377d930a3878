import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { contentQueries, ContentPage, pageKey, pageLoad } from '../../features/content/index.ts';
import { useLocale, seoHead } from '../../features/shared/index.ts';

/** `/page/{page}/`: legal and information pages by slug. */
export const Route = createFileRoute('/page/$page')({
  loader: async ({ params, context: { queryClient }, location }) => {
    const loaded = await pageLoad(queryClient, location, 'page', params.page);
    if (!loaded) throw notFound();
    return { seo: loaded.seo };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: StaticPageRoute,
});

function StaticPageRoute() {
  const { page: slug } = Route.useParams();
  const locale = useLocale();
  const { data: page } = useSuspenseQuery(contentQueries.page(pageKey('page', slug, locale), locale));
  return <ContentPage page={page} />;
}
