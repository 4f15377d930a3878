// The web-view payment change's door (issue 15, server/README.md "Web-view payment change"): the app opens the page
// with `?token=`; here the token is spent on the API and the session it starts goes into HttpOnly cookies limited
// to the page's path and the web view's API, then a 303 to the page without the token (kept out of the history
// and of any Referer). Without a token the session must be there and alive. A refusal renders the page's own
// message with its status (403 for a link that does not verify, 410 for a used or expired one), never a 500. A web
// view switched off in the visitor's channel (FEATURES_OFF) is left to the route's guard, its 404, before anything
// else: the link is not spent, so it still opens once the feature is back on.
import {
  WEB_VIEW_SESSION_COOKIE,
  WEB_VIEW_SESSION_HEADER,
  WEB_VIEW_SESSION_MINUTES,
  webViewPageOf,
  webViewPagePath,
} from '@gamelle/contract/subscription/web-view';
import { webViewErrorTexts, type WebViewErrorCode } from '@gamelle/contract/subscription/errors';
import { channelFor } from '@gamelle/contract/shared/locales';
import { readCookie, secureCookies, type ApiFetch } from '../features/session/index.ts';
import { countryOr } from '../features/shared/index.ts';

/** Renders a page of the shop at `path` (the route's own URL with `?lien=`), for a refusal. */
export type RenderPage = (path: string) => Promise<Response>;

export async function webViewEntry(request: Request, api: ApiFetch, render: RenderPage): Promise<Response | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  const at = webViewPageOf(url.pathname);
  if (!at) return null;
  const { code, locale } = at;
  const page = webViewPagePath(code, locale);
  if (await webViewOff(request, api, locale)) return null;
  const token = url.searchParams.get('token');
  if (token !== null) {
    const answer = await call(api, `/api/web-view/sessions?locale=${locale}`, { method: 'POST', body: { token } });
    const opened = answer.body as { session?: string; subscription?: string } | null;
    if (answer.status !== 201 || !opened?.session) return refused(answer, page, render);
    if (opened.subscription !== code) return problem('web_view_link_invalid', 403, page, render);
    const secure = secureCookies(url);
    const headers = new Headers({ Location: page, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    // One cookie for the page's server render, one for the web view's calls from the browser; nowhere else.
    for (const path of [page, '/api/web-view/'])
      headers.append('Set-Cookie', sessionCookie(opened.session, path, secure));
    return new Response(null, { status: 303, headers });
  }
  const session = readCookie(request.headers.get('cookie'), WEB_VIEW_SESSION_COOKIE);
  if (!session) return problem('web_view_link_invalid', 403, page, render);
  const check = await call(api, `/api/web-view/session?locale=${locale}`, {
    method: 'GET',
    headers: { [WEB_VIEW_SESSION_HEADER]: session },
  });
  if (check.status !== 200) return refused(check, page, render);
  if ((check.body as { subscription?: string } | null)?.subscription !== code)
    return problem('web_view_link_invalid', 403, page, render);
  // `?lien=` is this entry's to set: typed by hand on a live session it would show a refusal that did not happen.
  if (url.searchParams.has('lien')) return new Response(null, { status: 303, headers: { Location: page } });
  return null;
}

/**
 * Whether the visitor's channel has the web view switched off, as the route's guard reads it (the same channel and
 * call). Flags that cannot be read guard nothing, as there.
 */
async function webViewOff(request: Request, api: ApiFetch, locale: 'fr' | 'nl'): Promise<boolean> {
  const channel = channelFor(countryOr(request.headers.get('cookie') ?? '', locale), locale).code;
  const answer = await call(api, `/api/v2/shop/channels/${channel}/features?locale=${locale}`, { method: 'GET' });
  if (answer.status !== 200) return false;
  return (answer.body as { features?: { webView?: unknown } } | null)?.features?.webView === false;
}

function sessionCookie(value: string, path: string, secure: boolean): string {
  return [
    `${WEB_VIEW_SESSION_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${WEB_VIEW_SESSION_MINUTES * 60}`,
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

async function call(
  api: ApiFetch,
  path: string,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; body: unknown }> {
  const response = await api(
    new Request(`http://shop.internal${path}`, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  );
  const text = await response.text();
  try {
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return { status: response.status, body: null };
  }
}

/** The API's refusal as the page's: its code when it is one of the web view's, 410 or else 403. */
function refused(answer: { status: number; body: unknown }, page: string, render: RenderPage) {
  const given = (answer.body as { code?: unknown } | null)?.code;
  const code: WebViewErrorCode =
    typeof given === 'string' && given in webViewErrorTexts ? (given as WebViewErrorCode) : 'web_view_link_invalid';
  return problem(code, answer.status === 410 ? 410 : 403, page, render);
}

async function problem(code: WebViewErrorCode, status: 403 | 410, page: string, render: RenderPage) {
  const rendered = await render(`${page}?lien=${code}`);
  const headers = new Headers(rendered.headers);
  headers.set('Cache-Control', 'no-store');
  headers.delete('Content-Length');
  return new Response(rendered.body, { status, headers });
}
