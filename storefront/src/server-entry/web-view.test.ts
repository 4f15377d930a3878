// The web view's door (issue 15): the link's token spent into path-limited HttpOnly cookies and a 303 without it;
// without a token the session must be alive; every refusal is the page's own message with 403 or 410.
import { describe, expect, it } from 'vitest';
import { webViewEntry } from './web-view.ts';

const shop = 'http://127.0.0.1:3000';
const page = '/web-view/AB0000012-changement-de-paiement/';
const calls: Request[] = [];
const api = (answers: Record<string, { status: number; body: unknown }>) => async (request: Request) => {
  calls.push(request);
  const { pathname } = new URL(request.url);
  const answer = answers[pathname] ?? { status: 404, body: {} };
  return new Response(JSON.stringify(answer.body), { status: answer.status });
};
const rendered: string[] = [];
const render = async (path: string) => {
  rendered.push(path);
  return new Response('<html>refused</html>', { status: 200, headers: { 'content-type': 'text/html' } });
};

describe('web-view entry', () => {
  it('spends the token: HttpOnly cookies for the page and the web view’s API only, then the page without it', async () => {
    const opened = { session: 's3cr3t', subscription: 'AB0000012', locale: 'fr', expiresAt: '2026-12-01T09:30:00Z' };
    const answer = await webViewEntry(
      new Request(`${shop}${page}?token=abc.def`),
      api({ '/api/web-view/sessions': { status: 201, body: opened } }),
      render,
    );
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get('location')).toBe(page);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
    expect(answer?.headers.getSetCookie()).toEqual([
      `gamelle_wv=s3cr3t; Path=${page}; Max-Age=1800; SameSite=Lax; HttpOnly`,
      'gamelle_wv=s3cr3t; Path=/api/web-view/; Max-Age=1800; SameSite=Lax; HttpOnly',
    ]);
    expect(await calls.at(-1)!.json()).toEqual({ token: 'abc.def' });
  });

  it('renders the refusal with its status: 410 used or expired, 403 otherwise (an API answer it cannot read too)', async () => {
    const cases: [number, unknown, number, string][] = [
      [410, { code: 'web_view_link_used' }, 410, 'web_view_link_used'],
      [410, { code: 'web_view_link_expired' }, 410, 'web_view_link_expired'],
      [403, { code: 'web_view_link_invalid' }, 403, 'web_view_link_invalid'],
      [422, { violations: [] }, 403, 'web_view_link_invalid'],
      [500, 'oops', 403, 'web_view_link_invalid'],
    ];
    for (const [status, body, expected, code] of cases) {
      const answer = await webViewEntry(
        new Request(`${shop}/nl/web-view/AB0000012-betalingswijziging/?token=x`),
        api({ '/api/web-view/sessions': { status, body } }),
        render,
      );
      expect(answer?.status).toBe(expected);
      expect(answer?.headers.get('cache-control')).toBe('no-store');
      expect(rendered.at(-1)).toBe(`/nl/web-view/AB0000012-betalingswijziging/?lien=${code}`);
    }
  });

  it('lets the page render with a live session for its subscription; refuses no session, another’s, an ended one', async () => {
    const live = api({ '/api/web-view/session': { status: 200, body: { subscription: 'AB0000012' } } });
    const cookie = { cookie: 'gamelle_wv=s3cr3t' };
    expect(
      await webViewEntry(new Request(`${shop}${page}?payment=succeeded`, { headers: cookie }), live, render),
    ).toBeNull();
    expect(calls.at(-1)!.headers.get('x-web-view-session')).toBe('s3cr3t');
    const typed = await webViewEntry(
      new Request(`${shop}${page}?lien=web_view_link_used`, { headers: cookie }),
      live,
      render,
    );
    expect(typed?.status).toBe(303);
    expect(typed?.headers.get('location')).toBe(page);
    expect((await webViewEntry(new Request(`${shop}${page}`), live, render))?.status).toBe(403);
    const other = api({ '/api/web-view/session': { status: 200, body: { subscription: 'AB0000099' } } });
    expect((await webViewEntry(new Request(`${shop}${page}`, { headers: cookie }), other, render))?.status).toBe(403);
    const ended = api({ '/api/web-view/session': { status: 410, body: { code: 'web_view_session_expired' } } });
    expect((await webViewEntry(new Request(`${shop}${page}`, { headers: cookie }), ended, render))?.status).toBe(410);
    expect(rendered.at(-1)).toBe(`${page}?lien=web_view_session_expired`);
  });

  it('leaves a web view switched off in the channel to the route’s 404, spending nothing and checking no session', async () => {
    const off = { status: 200, body: { channel: 'gamelle_fr', features: { webView: false, animals: true } } };
    const opened = { session: 's3cr3t', subscription: 'AB0000012' };
    const before = calls.length;
    const answer = await webViewEntry(
      new Request(`${shop}${page}?token=abc.def`),
      api({
        '/api/v2/shop/channels/gamelle_fr/features': off,
        '/api/web-view/sessions': { status: 201, body: opened },
      }),
      render,
    );
    expect(answer).toBeNull();
    expect(calls.slice(before).map((call) => new URL(call.url).pathname)).toEqual([
      '/api/v2/shop/channels/gamelle_fr/features',
    ]);
    // The channel is the visitor's, as the route's guard reads it: a French page from Belgium reads gamelle_be's.
    const belgium = api({
      '/api/v2/shop/channels/gamelle_be/features': { ...off, body: { ...off.body, channel: 'gamelle_be' } },
      '/api/web-view/sessions': { status: 201, body: opened },
    });
    const fromBelgium = new Request(`${shop}${page}?token=x`, { headers: { cookie: 'gamelle_country=be' } });
    expect(await webViewEntry(fromBelgium, belgium, render)).toBeNull();
    expect(calls.slice(before).some((call) => new URL(call.url).pathname === '/api/web-view/sessions')).toBe(false);
    // On (or unreadable): the token is spent as before.
    const on = { status: 200, body: { channel: 'gamelle_fr', features: { webView: true } } };
    const spent = await webViewEntry(
      new Request(`${shop}${page}?token=abc.def`),
      api({ '/api/v2/shop/channels/gamelle_fr/features': on, '/api/web-view/sessions': { status: 201, body: opened } }),
      render,
    );
    expect(spent?.status).toBe(303);
  });

  it('leaves every other page and method alone', async () => {
    const none = api({});
    expect(await webViewEntry(new Request(`${shop}/panier/`), none, render)).toBeNull();
    expect(await webViewEntry(new Request(`${shop}${page}`, { method: 'POST' }), none, render)).toBeNull();
  });
});
