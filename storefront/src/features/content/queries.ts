import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '../shared/index.ts';
import { menuAlternates } from './alternates.ts';
import { contentApi } from './content-api.ts';

/** TanStack Query options of the editorial content (menus, pages): prefetched by route loaders, read by components. */
export const contentQueries = {
  header: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'header'],
      queryFn: () => contentApi.header(locale),
      staleTime: 300_000,
    }),
  footer: (locale: Locale) =>
    queryOptions({
      queryKey: ['content', locale, 'footer'],
      queryFn: () => contentApi.footer(locale),
      staleTime: 300_000,
    }),
  page: <A = Record<string, unknown>>(key: string, locale: Locale) =>
    queryOptions({ queryKey: ['content', locale, 'page', key], queryFn: () => contentApi.page<A>(key, locale) }),
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
