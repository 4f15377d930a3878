import type { MenuLink, Page } from '@gamelle/contract/content/page';
import { contentCalls } from '@gamelle/contract/content/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiConfig, type Locale } from '../shared/index.ts';
import { menuAlternates } from './alternates.ts';

/**
 * A menu link whose picture is decoration (the mega-menu's tiles are named by their text: empty alt), without the
 * picture's text: the header's cache travels in every page's HTML (~0.1 KB gzip of a category's document, which must
 * fit the first round trip: issue 19, e2e/budget.spec.ts).
 */
function decorative<L extends MenuLink>(link: L): L {
  return link.image ? { ...link, image: { ...link.image, alternativeText: null } } : link;
}

/** TanStack Query options of the editorial content (menus, pages): prefetched by route loaders, read by components. */
export const contentQueries = {
  header: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'header'],
      queryFn: async ({ signal }) => {
        const header = await contentCalls(apiConfig(locale)).header({ signal });
        return {
          ...header,
          menu: header.menu.map((item) => ({
            ...decorative(item),
            children: item.children?.map((child) => ({
              ...decorative(child),
              children: child.children?.map(decorative),
            })),
          })),
        };
      },
      staleTime: 300_000,
    }),
  footer: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'footer'],
      queryFn: ({ signal }) => contentCalls(apiConfig(locale)).footer({ signal }),
      staleTime: 300_000,
    }),
  page: <A = Record<string, unknown>>(key: string, locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'page', key],
      // A page's attributes beyond the common ones are the page's own (the home page's slides, for instance).
      queryFn: ({ signal }) =>
        contentCalls(apiConfig(locale))
          .page(key, { signal })
          .then((page) => page as Page & { attributes: Page['attributes'] & A }),
    }),
};

/** Both languages' menus, paired (see menuAlternates): the twin URLs of categories and pages. */
export async function menuAlternatesFor(queryClient: QueryClient) {
  const [frHeader, frFooter, nlHeader, nlFooter] = await Promise.all([
    queryClient.ensureQueryData(contentQueries.header('fr')),
    queryClient.ensureQueryData(contentQueries.footer('fr')),
    queryClient.ensureQueryData(contentQueries.header('nl')),
    queryClient.ensureQueryData(contentQueries.footer('nl')),
  ]);
  return menuAlternates({ header: frHeader, footer: frFooter }, { header: nlHeader, footer: nlFooter });
}
