// The storefront's own session entry (`/_session/*`, storefront/src/features/session/session-entry.ts), played by
// the mocks so the shop's screens run logged in in Storybook: the real one keeps the tokens in HttpOnly cookies and
// adds the bearer to the Shop API calls it proxies; here `state.sessionToken` is that cookie. Only what the
// screens call: the proxy, login and sign-out.
import { http, HttpResponse, getResponse, type RequestHandler } from 'msw';
import { handle } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';

/** `handlers()` gives the mocks' other handlers, which answer the forwarded calls. */
export function sessionHandlers(state: MockState, handlers: () => RequestHandler[]) {
  const forward = async (request: Request, path: string, token: string | null) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // Bytes, as the shop's proxy forwards them: a photo's multipart body is binary.
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const forwarded = new Request(`${url.origin}${path}${url.search}`, { method: request.method, headers, body });
    return (await getResponse(handlers(), forwarded)) ?? HttpResponse.json({ message: 'Not mocked' }, { status: 404 });
  };

  return [
    http.all(
      '*/_session/api/*',
      handle(async ({ request }) => {
        const path = new URL(request.url).pathname.replace(/^.*\/_session\/api/, '/api');
        const response = await forward(request, path, state.sessionToken);
        if (response.status === 401 && state.sessionToken) {
          state.sessionToken = null;
          const headers = new Headers(response.headers);
          headers.set('X-Gamelle-Session', 'ended');
          return new HttpResponse(await response.text(), { status: 401, headers });
        }
        return response;
      }),
    ),

    http.post(
      '*/_session/login',
      handle(async ({ request }) => {
        const response = await forward(request, '/api/v2/shop/authentication-token', null);
        if (!response.ok) return response;
        const tokens = (await response.json()) as { token: string; customer: string; user?: { subscriber?: boolean } };
        state.sessionToken = tokens.token;
        return HttpResponse.json({
          customer: tokens.customer,
          subscriber: tokens.user?.subscriber === true,
          cart: null,
        });
      }),
    ),

    http.post(
      '*/_session/logout',
      handle(() => {
        state.sessionToken = null;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}

/** Logs `customerId` in as the shop's session would (stories: `parameters.shop.customer`). */
export function logInMockSession(state: MockState, customerId: number, token: string): void {
  state.accessTokens.set(token, customerId);
  state.sessionToken = token;
}
