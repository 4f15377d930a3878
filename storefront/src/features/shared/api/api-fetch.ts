import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';
import { COOKIES, readCookie } from '@gamelle/contract/shared/cookies';
import { WEB_VIEW_SESSION_COOKIE, WEB_VIEW_SESSION_HEADER } from '@gamelle/contract/subscription/web-view';
import { notifySessionEnded, sessionEndedHeader } from './session-ended.ts';

/** The session's HttpOnly access-token cookie (features/session/cookies.ts sets it). */
const accessCookie = COOKIES.access.name;
/** Shop API calls: the ones that carry the customer's bearer. */
const shopApi = '/api/v2/shop/';
/** The web-view payment change's calls: its own session (issue 15). */
const webViewApi = '/api/web-view/';

/** How the shop's Node entry lends the API to the server render: the Hono app's own `fetch`, no network hop. */
export interface ApiRequestContext {
  apiFetch?: (request: Request) => Response | Promise<Response>;
}

/**
 * The `fetch` the contract's client is given (`/api/...` URLs, same origin); nothing else calls the API.
 * In the browser: same origin, and Shop API calls go through the shop's session proxy (`/_session/api/…`), which
 * adds the customer's bearer from the HttpOnly cookie; a 401 that ended the session tells the page. During the
 * server render: the in-process Hono app handed over by serve.ts in the request context, else `API_URL` when the
 * API is its own service, else the page's own origin (the Vite dev server mounts the API there); Shop API calls
 * carry the page request's access token.
 */
export const apiFetch = createIsomorphicFn()
  .server(async (url: string, init?: RequestInit): Promise<Response> => {
    init = withWebViewSession(url, withSessionBearer(url, init));
    const context = getGlobalStartContext() as ApiRequestContext | undefined;
    if (context?.apiFetch) return context.apiFetch(new Request(`http://shop.internal${url}`, init));
    const base = process.env.API_URL ?? `${new URL(getRequest().url).origin}/api`;
    return fetch(`${base.replace(/\/$/, '')}${url.replace(/^\/api/, '')}`, init);
  })
  .client(async (url: string, init?: RequestInit): Promise<Response> => {
    // Writes are sent with keepalive: a cart change clicked just before leaving or reloading the page still
    // reaches the server instead of being cut off with the page. Not an upload: keepalive bodies are limited to
    // 64 KiB (the browser refuses a photo outright).
    const write = init?.method && init.method !== 'GET' && init.method !== 'HEAD';
    if (write && !(init?.body instanceof FormData)) init = { ...init, keepalive: true };
    if (!url.startsWith(shopApi)) return fetch(url, init);
    const response = await fetch(`/_session${url}`, init);
    if (response.status === 401 && response.headers.get(sessionEndedHeader) === 'ended') notifySessionEnded();
    return response;
  });

/** Server side: the page request's access token as the bearer of a Shop API call that has none. */
function withSessionBearer(url: string, init: RequestInit | undefined): RequestInit | undefined {
  if (!url.startsWith(shopApi)) return init;
  const token = readCookie(getRequest().headers.get('cookie') ?? '', accessCookie);
  if (!token) return init;
  const headers = new Headers(init?.headers);
  if (!headers.has('authorization')) headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

/**
 * Server side: the web-view session's cookie as its header on the web view's own calls (`/api/web-view/…`); in the
 * browser the cookie goes by itself (its path is theirs). Never the customer's bearer there.
 */
function withWebViewSession(url: string, init: RequestInit | undefined): RequestInit | undefined {
  if (!url.startsWith(webViewApi)) return init;
  const session = readCookie(getRequest().headers.get('cookie') ?? '', WEB_VIEW_SESSION_COOKIE);
  if (!session) return init;
  const headers = new Headers(init?.headers);
  headers.set(WEB_VIEW_SESSION_HEADER, session);
  return { ...init, headers };
}

/** The Cookie header of the page request on the server, `document.cookie` in the browser. */
export const readCookies = createIsomorphicFn()
  .server((): string => getRequest().headers.get('cookie') ?? '')
  .client((): string => document.cookie);
