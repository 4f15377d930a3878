// The shop's server side of the session: login, refresh, sign-out and the same-origin API proxy under
// `/_session/`, and the refresh before a page render. Tokens never leave the server: the browser holds them in
// HttpOnly cookies and sends them back only to this origin, which turns them into the API's bearer header.
import { TOKEN_REFRESH_BEFORE_EXPIRY_MS } from '@gamelle/contract/shared/limits';
import {
  accessCookie,
  readCookie,
  formatMarker,
  markerCookie,
  refreshCookie,
  refreshTokenMaxAgeSeconds,
  secureCookies,
  serializeCookie,
  withCookies,
} from './cookies.ts';

export type ApiFetch = (request: Request) => Response | Promise<Response>;

export const sessionPrefix = '/_session/';
const apiPrefix = '/_session/api/';
/** Header of a proxied answer whose 401 ended the session: the page sends the visitor to login. */
export const sessionEndedHeader = 'X-Gamelle-Session';

interface TokenPair {
  token: string;
  refresh_token: string;
  user?: { subscriber?: boolean };
}

interface Outcome {
  tokens: TokenPair | null;
  subscriber: boolean;
}

/**
 * One refresh per refresh token at a time, and its outcome kept for a short while: a second tab (or a page
 * render and a call racing it) presenting the same, now spent, token gets the same new tokens instead of
 * replaying it, which the API would take for theft and answer by revoking the whole family.
 */
export class RefreshSingleFlight {
  readonly #flights = new Map<string, { promise: Promise<Outcome>; settledAt: number | null }>();
  readonly keepMs: number;
  readonly max: number;
  readonly now: () => number;
  constructor(keepMs = 60_000, max = 5_000, now: () => number = Date.now) {
    this.keepMs = keepMs;
    this.max = max;
    this.now = now;
  }

  run(refreshToken: string, refresh: () => Promise<Outcome>): Promise<Outcome> {
    this.#prune();
    const existing = this.#flights.get(refreshToken);
    if (existing) return existing.promise;
    const entry: { promise: Promise<Outcome>; settledAt: number | null } = { promise: refresh(), settledAt: null };
    entry.promise.then(
      () => (entry.settledAt = this.now()),
      () => this.#flights.delete(refreshToken),
    );
    this.#flights.set(refreshToken, entry);
    return entry.promise;
  }

  #prune(): void {
    const now = this.now();
    for (const [key, entry] of this.#flights) {
      if (entry.settledAt !== null && now - entry.settledAt > this.keepMs) this.#flights.delete(key);
    }
    while (this.#flights.size >= this.max) this.#flights.delete(this.#flights.keys().next().value!);
  }
}

/** Created on first use, so that importing this module (through the feature's door) has no side effect. */
let singleFlight: RefreshSingleFlight | undefined;

/** The JWT's `exp` and `cid` claims, read without checking the signature (the API checks it on every call). */
export function readAccessClaims(token: string | undefined): { exp: number; customerId: number } | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const json = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { exp?: unknown; cid?: unknown };
    if (typeof json.exp !== 'number' || typeof json.cid !== 'number') return null;
    return { exp: json.exp, customerId: json.cid };
  } catch {
    return null;
  }
}

/**
 * Cross-site protection of state-changing calls, on top of SameSite=Lax: the Origin must be this shop's (the
 * request's own origin, its Host, or PUBLIC_URL); without an Origin header, only a same-origin fetch passes.
 */
export function isSameOriginRequest(request: Request, publicUrl = process.env.PUBLIC_URL): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') === 'same-origin';
  const allowed = new Set<string>([new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}

/** Set-Cookie headers that open (or renew) the session with a pair of tokens. */
export function sessionCookies(url: URL, tokens: TokenPair, now = Date.now()): string[] {
  const claims = readAccessClaims(tokens.token);
  const secure = secureCookies(url);
  const exp = claims?.exp ?? Math.floor(now / 1000);
  const accessMaxAge = exp - Math.floor(now / 1000);
  return [
    serializeCookie(accessCookie, tokens.token, { maxAgeSeconds: accessMaxAge, httpOnly: true, secure }),
    serializeCookie(refreshCookie, tokens.refresh_token, {
      maxAgeSeconds: refreshTokenMaxAgeSeconds,
      httpOnly: true,
      secure,
    }),
    serializeCookie(
      markerCookie,
      formatMarker({
        exp,
        marker: tokens.user?.subscriber ? 'subscriber' : 'logged',
        customerId: claims?.customerId ?? 0,
      }),
      // The marker outlives the access token as long as the refresh token: it says "logged in, refresh due".
      { maxAgeSeconds: refreshTokenMaxAgeSeconds, httpOnly: false, secure },
    ),
  ];
}

/** Set-Cookie headers that end the session. */
export function clearedSessionCookies(url: URL): string[] {
  const secure = secureCookies(url);
  return [accessCookie, refreshCookie, markerCookie].map((name) =>
    serializeCookie(name, '', { maxAgeSeconds: 0, httpOnly: name !== markerCookie, secure }),
  );
}

function json(body: unknown, status: number, cookies: string[] = [], extra: Record<string, string> = {}): Response {
  const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extra });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
}

function apiRequest(path: string, init: { method: string; body?: unknown; token?: string; query?: string }): Request {
  const headers: Record<string, string> = { Accept: 'application/ld+json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return new Request(`http://shop.internal/api/v2/shop${path}${init.query ?? ''}`, {
    method: init.method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

/** Trades the refresh token for new tokens, once per token however many ask at the same moment. */
export async function refreshSession(apiFetch: ApiFetch, refreshToken: string): Promise<Outcome> {
  singleFlight ??= new RefreshSingleFlight();
  return singleFlight.run(refreshToken, async () => {
    const response = await apiFetch(
      apiRequest('/authentication-token/refresh', {
        method: 'POST',
        body: { refresh_token: refreshToken },
      }),
    );
    if (!response.ok) return { tokens: null, subscriber: false };
    const tokens = (await response.json()) as TokenPair;
    return { tokens, subscriber: tokens.user?.subscriber === true };
  });
}

/**
 * `/_session/*`: login, refresh, logout, the marker, and the API proxy. Answers null for any other path.
 * `cartCookieName` names the guest cart, attached to the customer on login.
 */
export async function handleSessionRequest(
  request: Request,
  apiFetch: ApiFetch,
  cartCookieName: string,
): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(sessionPrefix)) return null;
  if (!isSameOriginRequest(request)) {
    return json({ message: 'Cross-site request refused.' }, 403);
  }
  const cookies = request.headers.get('cookie');
  const accessToken = readCookie(cookies, accessCookie);
  const refreshToken = readCookie(cookies, refreshCookie);

  if (url.pathname.startsWith(apiPrefix)) return proxy(request, url, apiFetch, accessToken);

  const route = `${request.method} ${url.pathname}`;
  const query = url.search;
  if (route === 'POST /_session/login') {
    const body = await request.text();
    const response = await apiFetch(
      new Request(`http://shop.internal/api/v2/shop/authentication-token${query}`, {
        method: 'POST',
        headers: forwardHeaders(request),
        body,
      }),
    );
    if (!response.ok) return passThrough(response);
    const tokens = (await response.json()) as TokenPair & { customer: string; cart: string | null };
    const cookieHeaders = sessionCookies(url, tokens);
    const cart = await attachCart(apiFetch, readCookie(cookies, cartCookieName), tokens, query);
    if (cart.adopt) {
      cookieHeaders.push(
        serializeCookie(cartCookieName, cart.adopt, {
          maxAgeSeconds: 60 * 24 * 60 * 60,
          httpOnly: false,
          secure: secureCookies(url),
        }),
      );
    }
    return json(
      { customer: tokens.customer, subscriber: tokens.user?.subscriber === true, cart: cart.adopt ?? null },
      200,
      cookieHeaders,
    );
  }
  if (route === 'POST /_session/refresh') {
    if (!refreshToken) return json({ message: 'No session.' }, 401, clearedSessionCookies(url));
    const outcome = await refreshSession(apiFetch, refreshToken);
    if (!outcome.tokens) return json({ message: 'Session ended.' }, 401, clearedSessionCookies(url));
    const claims = readAccessClaims(outcome.tokens.token);
    return json({ exp: claims?.exp ?? null }, 200, sessionCookies(url, outcome.tokens));
  }
  if (route === 'POST /_session/logout') {
    if (refreshToken) {
      try {
        await apiFetch(
          apiRequest('/authentication-token/revoke', { method: 'POST', body: { refresh_token: refreshToken } }),
        );
      } catch (error) {
        console.error('Sign-out could not revoke the refresh token', error);
      }
    }
    return json(undefined, 204, clearedSessionCookies(url));
  }
  return json({ message: 'Not found.' }, 404);
}

/** The browser's Shop API calls, with the session's bearer added; a 401 on a call made with a token ends it. */
async function proxy(request: Request, url: URL, apiFetch: ApiFetch, accessToken: string | undefined) {
  const target = `http://shop.internal/api/${url.pathname.slice(apiPrefix.length)}${url.search}`;
  if (!target.startsWith('http://shop.internal/api/v2/shop/')) return json({ message: 'Not found.' }, 404);
  const headers = forwardHeaders(request);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // The body as bytes: a photo's multipart upload is binary, which reading it as text would corrupt.
  const response = await apiFetch(
    new Request(target, {
      method: request.method,
      headers,
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
    }),
  );
  if (response.status === 401 && accessToken) {
    const ended = new Response(response.body, response);
    for (const cookie of clearedSessionCookies(url)) ended.headers.append('Set-Cookie', cookie);
    ended.headers.set(sessionEndedHeader, 'ended');
    return ended;
  }
  return passThrough(response);
}

/** Only what the API needs: content negotiation, the body's type, the caller's address and language. */
function forwardHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ['accept', 'content-type', 'accept-language', 'x-forwarded-for']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

function passThrough(response: Response): Response {
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition', 'retry-after']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, headers });
}

/**
 * The visitor's cart joins the customer (`PUT /shop/orders/{token}`); a failure there is only logged. Without a
 * guest cart, the customer's own cart (from the login answer) becomes the cart of this browser.
 */
async function attachCart(
  apiFetch: ApiFetch,
  guestCart: string | undefined,
  tokens: TokenPair & { customer: string; cart: string | null },
  query: string,
): Promise<{ adopt?: string }> {
  if (!guestCart) return tokens.cart ? { adopt: tokens.cart } : {};
  try {
    const response = await apiFetch(
      apiRequest(`/orders/${encodeURIComponent(guestCart)}`, {
        method: 'PUT',
        body: { customer: tokens.customer },
        token: tokens.token,
        query,
      }),
    );
    if (!response.ok) console.error(`Attaching the cart on login failed: ${response.status}`);
  } catch (error) {
    console.error('Attaching the cart on login failed', error);
  }
  return {};
}

/**
 * Before a page render: an access token missing, unreadable or due for refresh (10 minutes before expiry) is
 * renewed with the refresh token, so the render calls the API with a valid one. Answers the Cookie header the
 * render should see and the Set-Cookie headers to add to the page; a refused refresh ends the session.
 */
export async function renewBeforeRender(
  request: Request,
  apiFetch: ApiFetch,
  now = Date.now(),
): Promise<{ cookieHeader: string; setCookies: string[] } | null> {
  const cookies = request.headers.get('cookie');
  const refreshToken = readCookie(cookies, refreshCookie);
  const accessToken = readCookie(cookies, accessCookie);
  if (!refreshToken) {
    if (!accessToken && !readCookie(cookies, markerCookie)) return null;
    if (accessToken) return null;
    // A marker without tokens: the session is over.
    const url = new URL(request.url);
    return { cookieHeader: withCookies(cookies, { [markerCookie]: null }), setCookies: clearedSessionCookies(url) };
  }
  const claims = readAccessClaims(accessToken);
  if (claims && claims.exp * 1000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS > now) return null;
  const url = new URL(request.url);
  const outcome = await refreshSession(apiFetch, refreshToken);
  if (!outcome.tokens) {
    return {
      cookieHeader: withCookies(cookies, { [accessCookie]: null, [refreshCookie]: null, [markerCookie]: null }),
      setCookies: clearedSessionCookies(url),
    };
  }
  const setCookies = sessionCookies(url, outcome.tokens, now);
  return {
    cookieHeader: withCookies(cookies, {
      [accessCookie]: outcome.tokens.token,
      [refreshCookie]: outcome.tokens.refresh_token,
      [markerCookie]: readCookie(setCookies[2]!.split(';')[0], markerCookie) ?? null,
    }),
    setCookies,
  };
}
