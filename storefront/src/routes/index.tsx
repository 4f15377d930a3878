import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { catalogueQueries } from '../features/catalogue/index.ts';
import { contentQueries, HomePage, homeMessages, preloadHomeBestSellers } from '../features/content/index.ts';
import { NewsletterForm } from '../features/service/index.ts';
import { currentSession } from '../features/session/index.ts';
import type { HomeContent } from '../features/content/index.ts';
import { localeOf, useLocale, pageSeo, seoHead } from '../features/shared/index.ts';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const t = homeMessages[locale];
    const home = await queryClient.ensureQueryData(contentQueries.page<HomeContent>('home', locale));
    await Promise.all([
      queryClient.prefetchQuery(catalogueQueries.products(home.attributes.best_sellers.skus, locale)),
      // The best sellers render in place in every server response (serverRenderedLazy).
      import.meta.env.SSR ? preloadHomeBestSellers() : undefined,
    ]);
    // A returning customer is greeted by name: the server knows the session from its cookie and renders it.
    const customerId = currentSession()?.customerId ?? null;
    if (customerId !== null)
      await loadGreeting().then((customer) => customer.prefetchHomeGreeting(queryClient, locale, customerId));
    return {
      customerId,
      seo: pageSeo(location, {
        title: home.attributes.seo?.title ?? t.seoTitle,
        description: home.attributes.seo?.description ?? t.seoDescription,
      }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: HomeRoute,
});

// The greeting's code loads for a logged-in customer only (the customer feature's second door).
const loadGreeting = () => import('../features/customer/lazy.ts');
const HomeGreeting = lazy(() => loadGreeting().then((customer) => ({ default: customer.HomeGreeting })));

function HomeRoute() {
  const locale = useLocale();
  const { customerId } = Route.useLoaderData();
  const { data } = useSuspenseQuery(contentQueries.page<HomeContent>('home', locale));
  return (
    <HomePage
      home={data.attributes}
      newsletterForm={<NewsletterForm source="home" />}
      greeting={
        customerId === null ? null : (
          <Suspense fallback={null}>
            <HomeGreeting customerId={customerId} />
          </Suspense>
        )
      }
    />
  );
}
