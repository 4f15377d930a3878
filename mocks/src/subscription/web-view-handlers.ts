// The web-view payment change (issue 15) as the server answers it: the app's link for one's own subscription; the
// web-view session (here the cookie or header holds the subscription's code, where the server keeps a secret) that
// reads that subscription only, a 403 with the link message otherwise; the provider's page for a new card and the
// last card's outcome (`MockSubscription.cardChange`, which a story seeds as the provider would leave it).
import { readCookie } from '@gamelle/contract/shared/cookies';
import { API_BASES } from '@gamelle/contract/shared/paths';
import {
  WEB_VIEW_SESSION_COOKIE,
  WEB_VIEW_SESSION_HEADER,
  subscriptionErrorText,
  webViewErrorText,
  webViewPagePath,
} from '@gamelle/contract/subscription';
import { hydraError } from '@gamelle/contract/shared/errors';
import { http, HttpResponse } from 'msw';
import { MockProblem, handle, languageOf, notFound, requireCustomer, violation } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';
import { isLocked, subscriptionView } from './subscriptions.ts';

/** The shop's public address, as the server's PUBLIC_URL (not the page's origin, which changes between machines). */
const SHOP_ORIGIN = 'https://www.gamelle.fr';

export function webViewHandlers(state: MockState) {
  const session = (request: Request, code: string) => {
    const cookie = readCookie(request.headers.get('cookie'), WEB_VIEW_SESSION_COOKIE);
    const held = request.headers.get(WEB_VIEW_SESSION_HEADER) ?? cookie ?? readDocumentCookie();
    const sub = state.subscriptions.get(code);
    if (!held || held !== code || !sub)
      throw new MockProblem(
        HttpResponse.json(
          {
            ...hydraError(webViewErrorText(languageOf(request), 'web_view_link_invalid')),
            code: 'web_view_link_invalid',
          },
          { status: 403 },
        ),
      );
    return sub;
  };
  const web = (path: string) => `*${API_BASES.webView}${path}`;

  return [
    http.post(
      `*${API_BASES.shop}/shop/subscriptions/:code/web-view-links`,
      handle(({ request, params }) => {
        const me = requireCustomer(state, request);
        const sub = state.subscriptions.get(String(params.code));
        const language = languageOf(request);
        if (!sub || sub.customerId !== me.id) throw notFound(subscriptionErrorText(language, 'subscription_not_found'));
        if (sub.status === 'stopped')
          throw violation('', 'subscription_closed', subscriptionErrorText(language, 'subscription_closed'));
        const expiresAt = new Date(state.now().getTime() + 10 * 60_000).toISOString();
        return HttpResponse.json(
          { url: `${SHOP_ORIGIN}${webViewPagePath(sub.code, language)}?token=mock.${sub.code}`, expiresAt },
          { status: 201 },
        );
      }),
    ),
    http.get(
      web('/subscriptions/:code'),
      handle(({ request, params }) => {
        const sub = session(request, String(params.code));
        return HttpResponse.json(subscriptionView(sub, state.now(), languageOf(request), state));
      }),
    ),
    http.post(
      web('/subscriptions/:code/card-changes'),
      handle(({ request, params }) => {
        const sub = session(request, String(params.code));
        if (sub.status === 'stopped')
          throw violation('', 'subscription_closed', subscriptionErrorText(languageOf(request), 'subscription_closed'));
        if (sub.status === 'active' && isLocked(sub, state.now()))
          throw violation('', 'subscription_locked', subscriptionErrorText(languageOf(request), 'subscription_locked'));
        sub.cardChange = { status: 'open', card: null, bankResponse: null };
        return HttpResponse.json(
          { redirectUrl: `${SHOP_ORIGIN}/api/payment/test-gateway/mock-${sub.code}` },
          { status: 201 },
        );
      }),
    ),
    http.get(
      web('/subscriptions/:code/card-changes/latest'),
      handle(({ request, params }) => {
        const sub = session(request, String(params.code));
        if (!sub.cardChange)
          throw notFound(
            languageOf(request) === 'nl' ? 'Nog geen nieuwe kaart ingevoerd.' : 'Aucune nouvelle carte saisie.',
          );
        return HttpResponse.json(sub.cardChange);
      }),
    ),
  ];
}

/** In a browser (Storybook), the page's own cookie: the session a story set (`gamelle_wv=<code>`). */
function readDocumentCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(document.cookie, WEB_VIEW_SESSION_COOKIE);
}
