import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { contentQueries, ContentPage, pageKey, pageLoad } from '../../features/content/index.ts';
import { useLocale, seoHead } from '../../features/shared/index.ts';

/** `/landing/{landing}/`: campaign pages, without the shop's header and footer. */
export const Route = createFileRoute('/landing/$landing')({
  staticData: { layout: 'none' },
  loader: async ({ params, context: { queryClient }, location }) => {
    const loaded = await pageLoad(queryClient, location, 'landing', params.landing);
    if (!loaded) {
      // A landing that became a static page (the subscription's, issue 22): its old address leads to the page.
      const moved = await pageLoad(queryClient, location, 'page', params.landing);
      if (moved) throw redirect({ to: '/page/$page/', params: { page: moved.slug }, statusCode: 301 });
      throw notFound();
    }
    // The other language's slug: to the page's own address in this language (spec §2's Dutch slugs).
    if (loaded.slug && loaded.slug !== params.landing)
      throw redirect({ to: '/landing/$landing/', params: { landing: loaded.slug }, statusCode: 301 });
    return { seo: loaded.seo };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: LandingRoute,
});

function LandingRoute() {
  const { landing } = Route.useParams();
  const locale = useLocale();
  const { data: page } = useSuspenseQuery(contentQueries.page(pageKey('landing', landing, locale), locale));
  return <ContentPage page={page} landing />;
}
