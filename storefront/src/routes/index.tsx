import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueries } from '../features/catalogue/queries.ts';
import type { HomeContent } from '../features/home/home-content.ts';
import { HomePage } from '../features/home/HomePage.tsx';
import { homeMessages } from '../features/home/messages.ts';
import { localeOf, useLocale } from '../lib/i18n/use-locale.ts';
import { pageSeo, seoHead } from '../lib/seo/head.ts';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const t = homeMessages[locale];
    const home = await queryClient.ensureQueryData(catalogueQueries.page<HomeContent>('home', locale));
    await queryClient.prefetchQuery(catalogueQueries.products(home.attributes.best_sellers.skus, locale));
    return {
      seo: pageSeo(location, {
        title: home.attributes.seo?.title ?? t.seoTitle,
        description: home.attributes.seo?.description ?? t.seoDescription,
      }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: HomeRoute,
});

function HomeRoute() {
  const locale = useLocale();
  const { data } = useSuspenseQuery(catalogueQueries.page<HomeContent>('home', locale));
  return <HomePage home={data.attributes} />;
}
