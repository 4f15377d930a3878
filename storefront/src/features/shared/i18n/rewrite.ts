import type { LocationRewrite } from '@tanstack/react-router';
import { defaultLocale, type Locale } from './locales.ts';
import { toInternalPath, toPublicPath } from '@gamelle/contract/shared/site-routes';

/**
 * The router's rewrite pair: public URLs (`/nl/producten/x/`) in, route-tree paths (`/produits/x/`) inside.
 * Links built while a Dutch page is shown come out Dutch. The locale is remembered per router, and a router
 * lives for one request on the server and one page load in the browser (switching language reloads).
 */
export function createLocaleRewrite(): LocationRewrite & { locale: () => Locale } {
  let current: Locale = defaultLocale;
  return {
    locale: () => current,
    input: ({ url }) => {
      const { locale, path } = toInternalPath(url.pathname);
      current = locale;
      if (locale === defaultLocale) return undefined;
      url.pathname = path;
      return url;
    },
    output: ({ url }) => {
      if (current === defaultLocale) return undefined;
      url.pathname = toPublicPath(url.pathname, current);
      return url;
    },
  };
}
