import { describe, expect, it, vi } from 'vitest';
import { handleSessionRequest, isSameOriginRequest, RefreshSingleFlight, renewBeforeRender } from './session-entry.ts';

const origin = 'http://127.0.0.1:4600';

function jwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

function tokens(exp: number, refresh = `rt-${exp}`) {
  return { token: jwt({ exp, cid: 7, username: 'a@b.fr' }), refresh_token: refresh, user: { subscriber: false } };
}

function post(path: string, headers: Record<string, string> = {}, body?: unknown): Request {
  return new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe('the session entry', () => {
  it('refuses state-changing calls from another origin, and those without Origin unless same-origin fetches', () => {
    expect(isSameOriginRequest(post('/_session/logout', { origin: 'https://evil.example' }), undefined)).toBe(false);
    expect(isSameOriginRequest(post('/_session/logout'), undefined)).toBe(true);
    const bare = new Request(`${origin}/_session/logout`, { method: 'POST' });
    expect(isSameOriginRequest(bare, undefined)).toBe(false);
    const fetched = new Request(`${origin}/_session/logout`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(isSameOriginRequest(fetched, undefined)).toBe(true);
    expect(isSameOriginRequest(new Request(`${origin}/_session/api/v2/shop/addresses`), undefined)).toBe(true);
    expect(
      isSameOriginRequest(post('/_session/login', { origin: 'https://shop.example' }), 'https://shop.example/'),
    ).toBe(true);
  });

  it('answers 403 to a cross-site login or proxied write, without calling the API', async () => {
    const api = vi.fn();
    const response = await handleSessionRequest(
      post('/_session/api/v2/shop/addresses', { origin: 'https://evil.example' }, {}),
      api,
      'gamelle_cart',
    );
    expect(response?.status).toBe(403);
    expect(api).not.toHaveBeenCalled();
  });

  it('logs in: tokens only in HttpOnly SameSite=Lax cookies, the answer carries none, the guest cart is attached', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const calls: Request[] = [];
    const api = async (request: Request) => {
      calls.push(request);
      if (request.url.includes('/authentication-token'))
        return Response.json({ ...tokens(exp), customer: '/api/v2/shop/customers/7', cart: null });
      return Response.json({ tokenValue: 'guest-cart' });
    };
    const response = (await handleSessionRequest(
      post('/_session/login?locale=fr_FR', { cookie: 'gamelle_cart=guest-cart' }, { email: 'a@b.fr', password: 'x' }),
      api,
      'gamelle_cart',
    ))!;
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('rt-');
    expect(text).not.toContain(tokens(exp).token);
    const cookies = setCookies(response);
    expect(cookies.find((c) => c.startsWith('gamelle_at='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('gamelle_rt='))).toMatch(/SameSite=Lax; HttpOnly/);
    // Plain-http loopback: not Secure (development and tests only).
    expect(cookies.join()).not.toContain('Secure');
    expect(cookies.find((c) => c.startsWith('gamelle_session='))).toBe(
      `gamelle_session=${exp}.logged.7; Path=/; Max-Age=2592000; SameSite=Lax`,
    );
    const attach = calls[1]!;
    expect(attach.method).toBe('PUT');
    expect(attach.url).toContain('/shop/orders/guest-cart');
    expect(attach.headers.get('authorization')).toBe(`Bearer ${tokens(exp).token}`);
  });

  it('logs in even when the guest cart cannot be attached, and says why in the log', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const api = async (request: Request) =>
      request.url.includes('/authentication-token')
        ? Response.json({ ...tokens(exp), customer: '/api/v2/shop/customers/7', cart: null })
        : Response.json({}, { status: 500 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = (await handleSessionRequest(
      post('/_session/login?locale=fr_FR', { cookie: 'gamelle_cart=guest-cart' }, { email: 'a@b.fr', password: 'x' }),
      api,
      'gamelle_cart',
    ))!;
    expect(response.status).toBe(200);
    expect(setCookies(response).find((c) => c.startsWith('gamelle_session='))).toContain('.logged.7');
    expect(logged).toHaveBeenCalledWith('Attaching the cart on login failed: 500');
    logged.mockRestore();
  });

  it('sets Secure cookies on any other origin', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    const api = async () => Response.json({ ...tokens(exp), customer: '/api/v2/shop/customers/7', cart: 'own' });
    const request = new Request('http://shop.example/_session/login', {
      method: 'POST',
      headers: { origin: 'http://shop.example' },
      body: '{}',
    });
    const response = (await handleSessionRequest(request, api, 'gamelle_cart'))!;
    for (const cookie of setCookies(response)) expect(cookie).toMatch(/; Secure$/);
    expect(setCookies(response).some((c) => c.startsWith('gamelle_cart=own'))).toBe(true);
  });

  it('passes a refused login through with its status and Retry-After', async () => {
    const api = async () => Response.json({ message: 'Too many' }, { status: 429, headers: { 'Retry-After': '60' } });
    const response = (await handleSessionRequest(post('/_session/login', {}, {}), api, 'gamelle_cart'))!;
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(setCookies(response)).toEqual([]);
  });

  it('proxies Shop API calls with the bearer, and a 401 on a call with a token ends the session', async () => {
    const seen: Request[] = [];
    const api = async (request: Request) => {
      seen.push(request);
      return Response.json({ message: 'Expired JWT Token' }, { status: 401 });
    };
    const request = new Request(`${origin}/_session/api/v2/shop/addresses?locale=fr_FR`, {
      headers: { cookie: 'gamelle_at=abc; gamelle_rt=def' },
    });
    const response = (await handleSessionRequest(request, api, 'gamelle_cart'))!;
    expect(seen[0]!.url).toBe('http://shop.internal/api/v2/shop/addresses?locale=fr_FR');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer abc');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-gamelle-session')).toBe('ended');
    expect(setCookies(response).filter((c) => c.includes('Max-Age=0'))).toHaveLength(3);
    const outside = new Request(`${origin}/_session/api/content/b2c-header`);
    expect((await handleSessionRequest(outside, api, 'gamelle_cart'))!.status).toBe(404);
  });

  it('forwards a multipart upload byte for byte, with its boundary', async () => {
    // Bytes that are not UTF-8: read as text on the way, they came out as U+FFFD and the photo was unreadable.
    const photo = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x80]);
    const form = new FormData();
    form.set('file', new Blob([photo], { type: 'image/png' }), 'praline.png');
    form.set('fileName', 'praline.png');
    const sent = new Request(`${origin}/_session/api/v2/shop/images/upload?locale=fr_FR`, {
      method: 'POST',
      headers: { origin, cookie: 'gamelle_at=abc' },
      body: form,
    });
    let received: FormData | undefined;
    const api = async (request: Request) => {
      received = await request.formData();
      return Response.json({ fileId: 'f1' }, { status: 201 });
    };
    const response = (await handleSessionRequest(sent, api, 'gamelle_cart'))!;
    expect(response.status).toBe(201);
    const file = received!.get('file') as File;
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo);
    expect(received!.get('fileName')).toBe('praline.png');
  });

  it('signs out: the refresh token is revoked on the server and the cookies cleared', async () => {
    const api = vi.fn(async (_request: Request) => new Response(null, { status: 204 }));
    const response = (await handleSessionRequest(
      post('/_session/logout', { cookie: 'gamelle_rt=the-refresh' }),
      api,
      'gamelle_cart',
    ))!;
    expect(response.status).toBe(204);
    const revoke = api.mock.calls[0]![0];
    expect(revoke.url).toContain('/authentication-token/revoke');
    expect(await revoke.json()).toEqual({ refresh_token: 'the-refresh' });
    expect(setCookies(response).filter((c) => c.includes('Max-Age=0'))).toHaveLength(3);
  });

  it('refreshes each refresh token once, however many tabs ask at the same moment', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    let calls = 0;
    const api = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Response.json(tokens(exp, 'rt-new'));
    };
    const ask = () =>
      handleSessionRequest(post('/_session/refresh', { cookie: 'gamelle_rt=rt-shared-1' }), api, 'gamelle_cart');
    const answers = await Promise.all([ask(), ask(), ask()]);
    // A late tab still holding the spent token gets the same answer rather than replaying it.
    answers.push(await ask());
    expect(calls).toBe(1);
    for (const answer of answers) {
      expect(answer!.status).toBe(200);
      expect(setCookies(answer!).some((c) => c.startsWith('gamelle_rt=rt-new'))).toBe(true);
    }
  });

  it('a refused refresh ends the session', async () => {
    const api = async () => Response.json({ message: 'Invalid JWT Refresh Token' }, { status: 401 });
    const response = (await handleSessionRequest(
      post('/_session/refresh', { cookie: 'gamelle_rt=rt-dead' }),
      api,
      'gamelle_cart',
    ))!;
    expect(response.status).toBe(401);
    expect(setCookies(response).filter((c) => c.includes('Max-Age=0'))).toHaveLength(3);
  });

  it('before a render, renews an access token that is missing or inside the 10-minute window, not a fresh one', async () => {
    const now = 1_800_000_000_000;
    const fresh = jwt({ exp: now / 1000 + 11 * 60, cid: 7 });
    const due = jwt({ exp: now / 1000 + 9 * 60, cid: 7 });
    const api = vi.fn(async () => Response.json(tokens(now / 1000 + 900, 'rt-renewed')));
    const page = (cookie: string) => new Request(`${origin}/mon-compte/`, { headers: { cookie } });
    expect(await renewBeforeRender(page(`gamelle_at=${fresh}; gamelle_rt=rt-a`), api, now)).toBeNull();
    const renewed = await renewBeforeRender(page(`gamelle_at=${due}; gamelle_rt=rt-b; other=1`), api, now);
    expect(renewed!.cookieHeader).toContain('gamelle_rt=rt-renewed');
    expect(renewed!.cookieHeader).toContain('other=1');
    expect(renewed!.setCookies).toHaveLength(3);
    const missing = await renewBeforeRender(page('gamelle_rt=rt-c'), api, now);
    expect(missing!.cookieHeader).toContain('gamelle_at=');
    expect(api).toHaveBeenCalledTimes(2);
    expect(await renewBeforeRender(page('gamelle_locale=fr'), api, now)).toBeNull();
  });

  it('forgets a kept outcome after a while and bounds how many it keeps', async () => {
    let now = 0;
    const flights = new RefreshSingleFlight(1000, 2, () => now);
    const outcome = { tokens: null, subscriber: false };
    const run = vi.fn(async () => outcome);
    await flights.run('a', run);
    await flights.run('a', run);
    expect(run).toHaveBeenCalledTimes(1);
    now = 2000;
    await flights.run('a', run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
