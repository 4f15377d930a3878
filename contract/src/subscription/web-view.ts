// The web-view payment change (issue 15, spec §2/§6) without zod: its calls, and what the page tells the app.
// "Web-view-allowed" (spec §6 leaves the rule open) is defined in server/README.md: the app asks, with the
// customer's bearer, for a link to one of the customer's subscriptions; the link carries a signed token that lives
// 10 minutes and opens once, bound to that customer and subscription; opening it starts a 30-minute session that
// can read that subscription's card and enter a new one, nothing else.
import { COOKIES } from '../shared/cookies.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import { screenAt, sitePath } from '../shared/site-routes.ts';
import type { Subscription } from './schema.ts';
import type { CardChange } from './web-view-schema.ts';

export type { CardChange } from './web-view-schema.ts';

/** The cookie that carries the web-view session (HttpOnly), and the header the server render passes it in. */
export const WEB_VIEW_SESSION_COOKIE = COOKIES.webView.name;
export const WEB_VIEW_SESSION_HEADER = 'x-web-view-session';
/** A link lives 10 minutes and opens once; the session it opens, 30 minutes (the time to fetch and enter a card). */
export const WEB_VIEW_LINK_MINUTES = 10;
export const WEB_VIEW_SESSION_MINUTES = 30;

const e = encodeURIComponent;
export const webViewPaths = {
  link: (code: string) => `/shop/subscriptions/${e(code)}/web-view-links`,
  /** Relative to `/api/web-view` (API_BASES.webView). */
  sessions: () => '/sessions',
  session: () => '/session',
  subscription: (code: string) => `/subscriptions/${e(code)}`,
  cardChanges: (code: string) => `/subscriptions/${e(code)}/card-changes`,
  latestCardChange: (code: string) => `/subscriptions/${e(code)}/card-changes/latest`,
} as const;

/** The page's path in each language (spec §2), without the origin. */
export function webViewPagePath(code: string, locale: 'fr' | 'nl'): string {
  return sitePath('webViewPayment', locale, { subscription: code });
}

/**
 * The subscription code and locale a web-view page path names (`/nl/web-view/AB0000012-betalingswijziging/`), by
 * the route table; null for any other path or a code that is not one.
 */
export function webViewPageOf(pathname: string): { code: string; locale: 'fr' | 'nl' } | null {
  if (!pathname.endsWith('/')) return null;
  const { screen, locale, params } = screenAt(pathname);
  const code = params['subscription'] ?? '';
  return screen === 'webViewPayment' && /^[A-Za-z0-9]{1,32}$/.test(code) ? { code, locale } : null;
}

export type WebViewOutcome = 'succeeded' | 'failed' | 'cancelled';

/** The message posted to the app (`window.ReactNativeWebView.postMessage(JSON.stringify(…))`). */
export interface WebViewMessage {
  type: 'gamelle:payment-method-change';
  subscription: string;
  status: WebViewOutcome;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** The bank's message when the card was refused. */
  message: string | null;
}

/** The app's deep link for the outcome: `gamelle://subscription/{code}/payment?status=…`. */
export function webViewDeepLink(code: string, status: WebViewOutcome): string {
  return `gamelle://subscription/${e(code)}/payment?status=${status}`;
}

const schemas = {
  subscription: () => import('./schema.ts').then((m) => m.subscriptionSchema),
  start: () => import('./web-view-schema.ts').then((m) => m.cardChangeStartSchema),
  change: () => import('./web-view-schema.ts').then((m) => m.cardChangeSchema),
  link: () => import('./web-view-schema.ts').then((m) => m.webViewLinkSchema),
};

/** The app's call (the customer's bearer, a Shop API call): a link to open the page in its web view. */
export function webViewLinkCalls(config: ClientConfig) {
  return {
    createLink: (code: string): Promise<{ url: string; expiresAt: string }> =>
      request(config, { api: 'shop', method: 'POST', path: webViewPaths.link(code), schema: schemas.link }),
  };
}

/**
 * The page's calls. They are not Shop API calls: the customer's bearer is never sent, the web-view session goes
 * as its HttpOnly cookie (browser) or header (server render).
 */
export function webViewCalls(config: ClientConfig) {
  const api = { api: 'webView' as const };
  return {
    subscription: (code: string): Promise<Subscription> =>
      request(config, { ...api, method: 'GET', path: webViewPaths.subscription(code), schema: schemas.subscription }),
    startCardChange: (code: string): Promise<{ redirectUrl: string }> =>
      request(config, {
        ...api,
        method: 'POST',
        path: webViewPaths.cardChanges(code),
        body: {},
        schema: schemas.start,
      }),
    latestCardChange: (code: string): Promise<CardChange> =>
      request(config, {
        ...api,
        method: 'GET',
        path: webViewPaths.latestCardChange(code),
        schema: schemas.change,
      }),
  };
}
