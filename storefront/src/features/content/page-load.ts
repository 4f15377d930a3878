import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { isNotFound, localeOf, toPublicPath } from '../shared/index.ts';
import { pageSeo, type PageSeo } from '../shared/index.ts';
import { contentQueries, menuAlternatesFor } from './queries.ts';

/** A page's public path (`/nl/pagina/levering/`), by the route table of spec §2. */
function pagePath(kind: 'page' | 'landing', slug: string, locale: 'fr' | 'nl'): string {
  return toPublicPath(`/${kind}/${slug}/`, locale);
}

/** The content API key of a page: its public path without the language prefix (`pagina/levering`). */
export function pageKey(kind: 'page' | 'landing', slug: string, locale: 'fr' | 'nl'): string {
  return pagePath(kind, slug, locale)
    .replace(/^(\/nl)?\//, '')
    .replace(/\/$/, '');
}

/**
 * Loads a page for its route; null when the content API does not know it (the route answers 404). `slug` is the
 * page's own slug in the page's language: the other language's slug also finds the page (an old link, a language
 * switch), and the route then redirects (301) to the page's own address rather than answer it twice.
 */
export async function pageLoad(
  queryClient: QueryClient,
  location: Pick<ParsedLocation, 'pathname' | 'publicHref'>,
  kind: 'page' | 'landing',
  slug: string,
): Promise<{ key: string; slug: string; seo: PageSeo } | null> {
  const locale = localeOf(location);
  const own = pagePath(kind, slug, locale);
  const key = pageKey(kind, slug, locale);
  const [page, alternates] = await Promise.all([
    queryClient.ensureQueryData(contentQueries.page(key, locale)).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
    menuAlternatesFor(queryClient).catch(() => new Map()),
  ]);
  if (!page) return null;
  return {
    key,
    slug: page.slug,
    seo: pageSeo(location, {
      title: page.attributes.seo?.title ?? page.attributes.title,
      description: page.attributes.seo?.description ?? page.attributes.title,
      noindex: page.attributes.seo?.noindex,
      alternates: alternates.get(own) ?? {},
    }),
  };
}
