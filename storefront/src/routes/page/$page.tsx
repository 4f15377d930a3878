import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { catalogueQueries } from '../../features/catalogue/queries.ts';
import { ContentPage } from '../../features/content/ContentPage.tsx';
import { pageKey, pageLoad } from '../../features/content/page-load.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { seoHead } from '../../lib/seo/head.ts';

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
  const { data: page } = useSuspenseQuery(catalogueQueries.page(pageKey('page', slug, locale), locale));
  return <ContentPage page={page} />;
}
