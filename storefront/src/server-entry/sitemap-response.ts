import type { ApiRequestContext } from '../features/shared/index.ts';
import { toPublicPath } from '../features/shared/index.ts';
import { getRouter } from '../router.tsx';
import { catalogueSitemapEntries, storeSitemapEntries } from './sitemap-catalogue.ts';
import { sitemapXml, type SitemapEntry } from './sitemap.ts';

/** The sitemap: the home page, then every category, product, sample pack and page of the catalogue. */
export async function sitemapResponse(origin: string, options: { context?: unknown } | undefined): Promise<Response> {
  const apiFetch = (options?.context as ApiRequestContext | undefined)?.apiFetch;
  const call = async (path: string): Promise<Response> =>
    apiFetch
      ? await apiFetch(new Request(`http://shop.internal/api${path}`))
      : fetch(`${(process.env.API_URL ?? `${origin}/api`).replace(/\/$/, '')}${path}`);
  const home: SitemapEntry = { fr: '/', nl: toPublicPath('/', 'nl') };
  let catalogue: SitemapEntry[] = [];
  try {
    catalogue = await catalogueSitemapEntries(call, new Set(Object.keys(getRouter().routesByPath)));
  } catch (error) {
    // A sitemap without the catalogue is better than none; the failure is logged for the operator.
    console.error('sitemap: the catalogue could not be read', error);
  }
  let stores: SitemapEntry[] = [];
  try {
    stores = await storeSitemapEntries(call);
  } catch (error) {
    console.error('sitemap: the stores could not be read', error);
  }
  return new Response(sitemapXml(origin, [home, ...catalogue, ...stores]), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
