import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  listingQuery,
  parseCategorySearch,
  CategoryPage,
  catalogueQueries,
  preloadCategoryFilters,
} from '../features/catalogue/index.ts';
import { menuAlternatesFor } from '../features/content/index.ts';
import { categoryCodes, CategoryPushSlot } from '../features/marketing/index.ts';
import { isNotFound, localeOf, useLocale, pageSeo, seoHead, toPublicPath } from '../features/shared/index.ts';

/** Any path no other route claims is a category (`/chien/croquettes/`); an unknown one is the 404 page. */
export const Route = createFileRoute('/$')({
  validateSearch: parseCategorySearch,
  loaderDeps: ({ search }) => listingQuery(search),
  loader: async ({ params, deps, context: { queryClient }, location }) => {
    const locale = localeOf(location);
    const path = (params._splat ?? '').replace(/^\/+|\/+$/g, '');
    if (!path) throw notFound();
    const [listing] = await Promise.all([
      queryClient
        .ensureQueryData(catalogueQueries.category(path, locale, deps.sort, deps.filters))
        .catch((error: unknown) => {
          if (isNotFound(error)) throw notFound();
          throw error;
        }),
      // The filters render in place in the server's every response, the first after a start too (serverRenderedLazy).
      import.meta.env.SSR ? preloadCategoryFilters() : undefined,
    ]);
    // The menus' pairing only for a listing that does not name its twins: both languages' menus were fetched for
    // every category, and the other language's travelled in the page's HTML with the query cache (1.2 KB gzip of
    // 14.8 on /chien/croquettes/, which then no longer fits a first TCP window: issue 19).
    const alternates = listing.category.alternates
      ? undefined
      : await menuAlternatesFor(queryClient).catch(() => new Map());
    const own = toPublicPath(`/${path}/`, locale);
    // Campaigns name categories by their French path (`chien-croquettes`), whatever the page's language.
    const tracking = { categories: categoryCodes(listing.category.alternates?.fr ?? listing.category.slug) };
    return {
      tracking,
      seo: pageSeo(location, {
        title: listing.category.name,
        description: listing.category.description ?? listing.category.name,
        // The listing names its twin in each language; the menus' pairing is the fallback for older answers.
        alternates: listing.category.alternates
          ? {
              fr: toPublicPath(`/${listing.category.alternates.fr}/`, 'fr'),
              nl: toPublicPath(`/${listing.category.alternates.nl}/`, 'nl'),
            }
          : (alternates?.get(own) ?? {}),
      }),
    };
  },
  head: ({ loaderData, match }) => seoHead(loaderData?.seo, match.context.origin),
  component: CategoryRoute,
});

function CategoryRoute() {
  const search = Route.useSearch();
  const deps = Route.useLoaderDeps();
  const { _splat } = Route.useParams();
  const locale = useLocale();
  const path = (_splat ?? '').replace(/^\/+|\/+$/g, '');
  const { data: listing } = useSuspenseQuery(catalogueQueries.category(path, locale, deps.sort, deps.filters));
  const codes = categoryCodes(listing.category.alternates?.fr ?? listing.category.slug);
  return <CategoryPage listing={listing} search={search} push={<CategoryPushSlot categories={codes} />} />;
}
