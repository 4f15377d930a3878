import type { ParsedLocation } from '@tanstack/react-router';
import { localeOfPublicHref } from '../i18n/use-locale.ts';
import { locales, type Locale } from '../i18n/locales.ts';
import { toPublicPath } from '../i18n/routes-table.ts';

/** What a page tells search engines; route loaders return it, route `head` functions render it. */
export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  /** The public path of this page in each language (defaults to the routes table's translation). */
  alternates: Record<Locale, string>;
  /** Account, checkout, search, guides and subscriptions are kept out of search engines (spec §2). */
  noindex: boolean;
}

export const siteName = 'Gamelle';

/** The SEO of the page at `location`, its Dutch/French twins computed from the routes table unless given. */
export function pageSeo(
  location: Pick<ParsedLocation, 'pathname' | 'publicHref'>,
  page: { title: string; description: string; noindex?: boolean; alternates?: Partial<Record<Locale, string>> },
): PageSeo {
  const internalPath = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
  const alternates = Object.fromEntries(
    locales.map((l) => [l, page.alternates?.[l] ?? toPublicPath(internalPath, l)]),
  ) as Record<Locale, string>;
  return {
    title: page.title,
    description: page.description,
    locale: localeOfPublicHref(location.publicHref),
    alternates,
    noindex: page.noindex ?? false,
  };
}

/** The `<head>` tags of a page: title, description, canonical, hreflang alternates, robots. */
export function seoHead(seo: PageSeo | undefined, origin: string) {
  if (!seo) return {};
  const title = seo.title.includes(siteName) ? seo.title : `${seo.title} | ${siteName}`;
  const meta = [
    { title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: origin + seo.alternates[seo.locale] },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
  const links = [
    { rel: 'canonical', href: origin + seo.alternates[seo.locale] },
    ...locales.map((l) => ({ rel: 'alternate', hrefLang: l, href: origin + seo.alternates[l] })),
    { rel: 'alternate', hrefLang: 'x-default', href: origin + seo.alternates.fr },
  ];
  return { meta, links };
}
