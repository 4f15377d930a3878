import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { contentQueries, ContentPage, pageKey, pageLoad } from '../../features/content/index.ts';
import { useLocale, seoHead } from '../../features/shared/index.ts';

/** `/page/{page}/`: legal and information pages by slug. */
export const Route = createFileRoute('/page/$page')({
  loader: async ({ params, context: { queryClient }, location }) => {
    const loaded = await pageLoad(queryClient, location, 'page', params.page);
    if (!loaded) throw notFound();
    // The other language's slug: to the page's own address in this language (spec §2's Dutch slugs).
    if (loaded.slug && loaded.slug !== params.page)
      throw redirect({ to: '/page/$page/', params: { page: loaded.slug }, statusCode: 301 });
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
