import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start';
import { getRequest } from '@tanstack/react-start/server';

/** How the shop's Node entry lends the API to the server render: the Hono app's own `fetch`, no network hop. */
export interface ApiRequestContext {
  apiFetch?: (request: Request) => Response | Promise<Response>;
}

/**
 * Calls the shop's API at `path` (under /api). In the browser: same origin. During the server render: the
 * in-process Hono app handed over by serve.ts in the request context, else `API_URL` when the API is its own
 * service, else the page's own origin (the Vite dev server mounts the API there).
 */
export const apiFetch = createIsomorphicFn()
  .server(async (path: string, init?: RequestInit): Promise<Response> => {
    const context = getGlobalStartContext() as ApiRequestContext | undefined;
    if (context?.apiFetch) return context.apiFetch(new Request(`http://shop.internal/api${path}`, init));
    const base = process.env.API_URL ?? `${new URL(getRequest().url).origin}/api`;
    return fetch(`${base.replace(/\/$/, '')}${path}`, init);
  })
  .client((path: string, init?: RequestInit): Promise<Response> => fetch(`/api${path}`, init));

/** The Cookie header of the page request on the server, `document.cookie` in the browser. */
export const readCookies = createIsomorphicFn()
  .server((): string => getRequest().headers.get('cookie') ?? '')
  .client((): string => document.cookie);
