import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { homeLocaleRedirect, localeSwitch, rememberLocale } from './server-entry/locale-entry.ts';
import { robotsTxt } from './server-entry/robots.ts';
import { sitemapResponse } from './server-entry/sitemap-response.ts';
import { trailingSlashRedirect } from './server-entry/trailing-slash.ts';

/**
 * The storefront's server entry: answers what is not a page (robots.txt, sitemap.xml, the language switcher,
 * trailing-slash and home-language redirects) before TanStack Start renders the page, then saves the page's
 * language in the locale cookie.
 */
export default createServerEntry({
  async fetch(request, options) {
    const url = new URL(request.url);
    const origin = (process.env.PUBLIC_URL ?? url.origin).replace(/\/$/, '');
    if (url.pathname === '/robots.txt') {
      return new Response(robotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    if (url.pathname === '/sitemap.xml') return sitemapResponse(origin, options);
    const early = localeSwitch(request) ?? trailingSlashRedirect(request) ?? homeLocaleRedirect(request);
    if (early) return early;

    const response = await handler.fetch(request, options);
    const cookie = rememberLocale(request);
    if (!cookie || !response.headers.get('content-type')?.includes('text/html')) return response;
    const headers = new Headers(response.headers);
    headers.append('Set-Cookie', cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
});
