// `/web-view`: the web-view payment change's own calls (issue 15). Authenticated by the web-view session (the
// HttpOnly cookie the storefront sets when the link is opened, or the header the server render passes it in),
// never by the customer's bearer. HTTP only.
import {
  WEB_VIEW_SESSION_COOKIE,
  WEB_VIEW_SESSION_HEADER,
  webViewSessionBodySchema,
} from '@gamelle/contract/subscription';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestLocale } from '../shared/http/locale.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as webView from './web-view.ts';

/** Mounted at `/web-view`. */
export function webViewRoutes(services: Services): Hono {
  const routes = new Hono();
  const session = (c: Context) =>
    webView.webViewSession(
      services,
      c.req.header(WEB_VIEW_SESSION_HEADER) ?? getCookie(c, WEB_VIEW_SESSION_COOKIE),
      requestLocale(c),
    );
  // The answers are the customer's data: never kept by a cache.
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  routes.post('/sessions', json(webViewSessionBodySchema, 'webView'), async (c) =>
    c.json(await webView.openWebViewLink(services, c.req.valid('json').token, requestLocale(c)), 201),
  );
  routes.get('/session', async (c) => {
    const s = await session(c);
    return c.json({ subscription: s.subscription, locale: s.locale, expiresAt: s.expiresAt });
  });
  routes.get('/subscriptions/:code', async (c) =>
    c.json(await webView.webViewSubscription(services, await session(c), c.req.param('code'), requestLocale(c))),
  );
  routes.post('/subscriptions/:code/card-changes', async (c) =>
    c.json(await webView.startCardChange(services, await session(c), c.req.param('code'), requestLocale(c)), 201),
  );
  routes.get('/subscriptions/:code/card-changes/latest', async (c) =>
    c.json(await webView.latestCardChange(services, await session(c), c.req.param('code'), requestLocale(c))),
  );
  return routes;
}
