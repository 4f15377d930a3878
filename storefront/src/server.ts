import { CSP_NONCE_HEADER, createNonce, securityHeaders } from '@gamelle/contract/shared/security-headers';
import { checkTagManagerId, tagManagerIdErrorMessage } from '@gamelle/contract/marketing/tag-manager';
import { sameSiteLocation } from '@gamelle/contract/shared/redirect-target';
import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import { cartCookie } from './features/cart/index.ts';
import { IDENTITY_SCRIPTS_PATH, identityScriptsFromEnv } from './features/customer/index.ts';
import { handleSessionRequest, renewBeforeRender, type ApiFetch } from './features/session/index.ts';
import type { ApiRequestContext } from './features/shared/index.ts';
import { cartFormAction } from './server-entry/cart-form.ts';
import { homeLocaleRedirect, localeSwitch, rememberLocale } from './server-entry/locale-entry.ts';
import { maintenanceConfig, maintenancePageFor, withoutScripts } from './server-entry/maintenance.ts';
import { pageCacheFromEnvironment } from './server-entry/page-cache.ts';
import { robotsTxt } from './server-entry/robots.ts';
import { sitemapResponse } from './server-entry/sitemap-response.ts';
import { trailingSlashRedirect } from './server-entry/trailing-slash.ts';
import { webViewEntry } from './server-entry/web-view.ts';

/**
 * The storefront's server entry: answers what is not a page (robots.txt, sitemap.xml, the cart's forms posted
 * without JavaScript, the session's `/_session/*` calls, the language switcher, trailing-slash and home-language
 * redirects) before TanStack Start renders the page, renews a session due for refresh so the render has a valid
 * token, then saves the page's language in the locale cookie. Every answer leaves with the shop's security
 * headers: a page's CSP carries a nonce made for this request, which the router puts on its inline scripts
 * (`ssr.nonce`, see router.tsx), and a redirect's Location is made a path of this site (a forged Host never
 * reaches it).
 */
/** Routes under maintenance (MAINTENANCE_ROUTES, MAINTENANCE_RETRY_AFTER), read once at start. */
const maintenanceSettings = maintenanceConfig();
/** A tag manager is configured (TAG_MANAGER_ID, read once at start): its hosts join the pages' CSP. */
const tagManager = tagManagerConfigured(process.env.TAG_MANAGER_ID);
/** Anonymous visitors' pages, reused for a few seconds (PAGE_CACHE_TTL_MS; server-entry/page-cache.ts). */
const pageCache = pageCacheFromEnvironment(import.meta.env.PROD);
/**
 * Google's scripts on the login screens (RECAPTCHA_SITE_KEY, GOOGLE_CLIENT_ID, read once at start): their hosts join
 * the pages' CSP. A production start with reCAPTCHA's secret and no site key (or the reverse), or with a test
 * stand-in's script URL, stops here with the reason.
 */
const identityScripts = identityScriptsFromEnv(process.env);

export default createServerEntry({
  async fetch(request, options) {
    const url = new URL(request.url);
    const nonce = createNonce();
    const finish = (response: Response) => secure(response, url, nonce);
    const origin = (process.env.PUBLIC_URL ?? url.origin).replace(/\/$/, '');
    if (url.pathname === '/robots.txt') {
      return finish(new Response(robotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }));
    }
    if (url.pathname === '/sitemap.xml') return finish(await sitemapResponse(origin, options));
    if (url.pathname === IDENTITY_SCRIPTS_PATH) {
      // The login screen's keys (public) after a client navigation; a first load has them in the page.
      return finish(Response.json(identityScripts, { headers: { 'Cache-Control': 'no-cache' } }));
    }
    const cartForm = await cartFormAction(request, (options?.context as ApiRequestContext | undefined)?.apiFetch);
    if (cartForm) return finish(cartForm);
    const api = apiOf(request, options?.context as ApiRequestContext | undefined);
    const session = await handleSessionRequest(request, api, cartCookie);
    if (session) return finish(session);
    const early = (await localeSwitch(request, api)) ?? trailingSlashRedirect(request) ?? homeLocaleRedirect(request);
    if (early) return finish(early);
    const maintenance = maintenancePageFor(url.pathname, maintenanceSettings);
    if (maintenance) {
      // The maintenance page, rendered at the route's own URL with 503 + Retry-After (search engines come back).
      const headers = new Headers(request.headers);
      headers.set(CSP_NONCE_HEADER, nonce);
      const page = await handler.fetch(new Request(new URL(maintenance, url), { method: 'GET', headers }), options);
      const answer = new Headers(page.headers);
      answer.set('Retry-After', String(maintenanceSettings!.retryAfterSeconds));
      answer.set('Cache-Control', 'no-store');
      answer.delete('Content-Length');
      // Served without the app's scripts: in the browser the router would read the route's own URL and show
      // its 404, so the page stays the server's HTML (its links are plain links).
      const html = request.method === 'HEAD' ? null : withoutScripts(await page.text());
      return finish(new Response(html, { status: 503, headers: answer }));
    }
    // The web view's link and session (issue 15): spent, checked, or the page's refusal with its 403/410.
    const webView = await webViewEntry(request, api, async (path) => {
      const headers = new Headers(request.headers);
      headers.set(CSP_NONCE_HEADER, nonce);
      const page = await handler.fetch(new Request(new URL(path, url), { method: 'GET', headers }), options);
      // Served without the app's scripts: in the browser the router would read the link's own URL instead.
      return new Response(withoutScripts(await page.text()), { status: page.status, headers: page.headers });
    });
    if (webView) return finish(webView);

    const renewed = request.method === 'GET' ? await renewBeforeRender(request, api) : null;
    // A visitor with no cart and no session, asking what another such visitor asked a moment ago: the same page.
    const cacheKey = renewed ? undefined : pageCache.keyOf(request);
    const acceptEncoding = request.headers.get('accept-encoding');
    let response = cacheKey === undefined ? undefined : pageCache.get(cacheKey, nonce, acceptEncoding);
    if (!response) {
      const headers = new Headers(request.headers);
      headers.set(CSP_NONCE_HEADER, nonce);
      if (renewed) headers.set('cookie', renewed.cookieHeader);
      response = await handler.fetch(new Request(request, { headers }), options);
      if (cacheKey !== undefined) response = await pageCache.keep(cacheKey, nonce, response, acceptEncoding);
    }
    const cookies = [...(renewed?.setCookies ?? [])];
    const locale = rememberLocale(request);
    if (locale && response.headers.get('content-type')?.includes('text/html')) cookies.push(locale);
    if (cookies.length === 0) return finish(response);
    const withCookies = new Headers(response.headers);
    for (const cookie of cookies) withCookies.append('Set-Cookie', cookie);
    return finish(
      new Response(response.body, { status: response.status, statusText: response.statusText, headers: withCookies }),
    );
  },
});

/** The API as the entry reaches it: the in-process Hono app under serve.ts, else API_URL or this origin's /api. */
function apiOf(page: Request, context: ApiRequestContext | undefined): ApiFetch {
  if (context?.apiFetch) return context.apiFetch;
  const base = (process.env.API_URL ?? `${new URL(page.url).origin}/api`).replace(/\/$/, '');
  return async (request) =>
    fetch(request.url.replace('http://shop.internal/api', base), {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: await request.text() }),
    });
}

function secure(response: Response, url: URL, nonce: string): Response {
  const headers = new Headers(response.headers);
  const page = headers.get('content-type')?.includes('text/html') ?? false;
  // Development keeps Vite's own inline scripts (React refresh) working: no page CSP there.
  const production = import.meta.env.PROD;
  const wanted = securityHeaders({
    production,
    path: url.pathname,
    tagManager,
    recaptcha: identityScripts.recaptcha !== null,
    googleSignIn: identityScripts.google !== null,
    ...(page && production ? { nonce } : {}),
  });
  for (const [name, value] of Object.entries(wanted)) {
    if (name === 'Content-Security-Policy' && page && !production) continue;
    headers.set(name, value);
  }
  const location = headers.get('location');
  if (location) headers.set('location', sameSiteLocation(location, url.origin));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Whether TAG_MANAGER_ID is a valid container id; a wrong one is said at start (spec §8) and left out. */
function tagManagerConfigured(id: string | undefined): boolean {
  if (!id) return false;
  const check = checkTagManagerId(id);
  if (!check.valid) console.error(`TAG_MANAGER_ID: ${tagManagerIdErrorMessage(id, check.suggestion)} No tag manager.`);
  return check.valid;
}
