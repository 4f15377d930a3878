import type { ParsedLocation } from '@tanstack/react-router';
import { localeOfPublicHref } from '../i18n/use-locale.ts';
import { locales, type Locale } from '../i18n/locales.ts';
import { toPublicPath } from '@gamelle/contract/shared/site-routes';

/** What a page tells search engines; route loaders return it, route `head` functions render it. */
export interface PageSeo {
  title: string;
  description: string;
  locale: Locale;
  /** The public path of this page in each language known (the current one always is). */
  alternates: Partial<Record<Locale, string>>;
  /** Account, checkout, search, guides and subscriptions are kept out of search engines (spec §2). */
  noindex: boolean;
}

export const siteName = 'Gamelle';

/** The SEO of the page at `location`, its Dutch/French twins computed from the routes table unless given. */
export function pageSeo(
  location: Pick<ParsedLocation, 'pathname' | 'publicHref'>,
  page: {
    title: string;
    description: string;
    noindex?: boolean;
    /** The page's paths per language when its slug is translated by the catalogue (omit: the routes table's). */
    alternates?: Partial<Record<Locale, string>>;
  },
): PageSeo {
  const internalPath = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
  const locale = localeOfPublicHref(location.publicHref);
  const alternates: Partial<Record<Locale, string>> = page.alternates
    ? { ...page.alternates, [locale]: toPublicPath(internalPath, locale) }
    : Object.fromEntries(locales.map((l) => [l, toPublicPath(internalPath, l)]));
  return {
    title: page.title,
    description: page.description,
    locale,
    alternates,
    noindex: page.noindex ?? false,
  };
}

/** The `<head>` tags of a page: title, description, canonical, hreflang alternates, robots. */
export function seoHead(seo: PageSeo | undefined, origin: string) {
  if (!seo) return {};
  const title = seo.title.includes(siteName) ? seo.title : `${seo.title} | ${siteName}`;
  const self = origin + (seo.alternates[seo.locale] ?? '/');
  const meta = [
    { title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: self },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
  ];
  const links = [
    { rel: 'canonical', href: self },
    ...locales.flatMap((l) => {
      const path = seo.alternates[l];
      return path ? [{ rel: 'alternate', hrefLang: l, href: origin + path }] : [];
    }),
    ...(seo.alternates.fr ? [{ rel: 'alternate', hrefLang: 'x-default', href: origin + seo.alternates.fr }] : []),
  ];
  return { meta, links };
}
