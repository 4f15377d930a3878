import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { catalogueQueries } from '../../features/catalogue/queries.ts';
import { ContentPage } from '../../features/content/ContentPage.tsx';
import { pageKey, pageLoad } from '../../features/content/page-load.ts';
import { useLocale } from '../../lib/i18n/use-locale.ts';
import { seoHead } from '../../lib/seo/head.ts';

/** `/landing/{landing}/`: campaign pages, without the shop's header and footer. */
export const Route = createFileRoute('/landing/$landing')({
  staticData: { layout: 'none' },
  loader: async ({ params, context: { queryClient }, location }) => {
    const loaded = await pageLoad(queryClient, location, 'landing', params.landing);
    if (!loaded) throw notFound();
    return { seo: loaded.seo };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: LandingRoute,
});

function LandingRoute() {
  const { landing } = Route.useParams();
  const locale = useLocale();
  const { data: page } = useSuspenseQuery(catalogueQueries.page(pageKey('landing', landing, locale), locale));
  return <ContentPage page={page} landing />;
}
