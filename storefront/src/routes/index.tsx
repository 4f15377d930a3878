import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { catalogueQueries } from '../features/catalogue/index.ts';
import { contentQueries, HomePage, homeMessages } from '../features/content/index.ts';
import { NewsletterForm } from '../features/service/index.ts';
import type { HomeContent } from '../features/content/index.ts';
import { localeOf, useLocale, pageSeo, seoHead } from '../features/shared/index.ts';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const t = homeMessages[locale];
    const home = await queryClient.ensureQueryData(contentQueries.page<HomeContent>('home', locale));
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
  const { data } = useSuspenseQuery(contentQueries.page<HomeContent>('home', locale));
  return <HomePage home={data.attributes} newsletterForm={<NewsletterForm source="home" />} />;
}
