// Test helpers: real fetch calls to the mocked API (intercepted by setupServer), as the shop makes them.
import { API_BASES } from '@gamelle/contract/shared/paths';
import { demoCustomer } from '../src/shared/state.ts';

export const origin = 'http://shop.test';

type Api = keyof typeof API_BASES;
export interface CallInit {
  api?: Api;
  method?: string;
  query?: Record<string, string | number | string[]>;
  body?: unknown;
  token?: string;
  /** Shop calls carry channelCode and a shop locale code; the others a site language. */
  locale?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
}

export async function call(path: string, init: CallInit = {}): Promise<Answer> {
  const api = init.api ?? 'shop';
  const url = new URL(`${origin}${API_BASES[api]}${path}`);
  if (api === 'shop') {
    url.searchParams.set('channelCode', 'gamelle_fr');
    url.searchParams.set('locale', init.locale ?? 'fr_FR');
  } else if (api !== 'images' && api !== 'build') {
    url.searchParams.set('locale', init.locale ?? 'fr');
  }
  for (const [name, value] of Object.entries(init.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(v));
  }
  const headers: Record<string, string> = { Accept: 'application/ld+json', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) {
    headers['Content-Type'] = init.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Logs in as the seeded demo customer (or another) and returns the token pair and customer IRI. */
export async function login(email: string = demoCustomer.email, password: string = demoCustomer.password) {
  const answer = await call('/shop/authentication-token', {
    method: 'POST',
    body: { email, password, botToken: 'mock-bot-check.login' },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { token: string; refresh_token: string; customer: string; cart: string | null };
}

export async function newCart(token?: string): Promise<string> {
  const answer = await call('/shop/orders', {
    method: 'POST',
    body: { localeCode: 'fr_FR', channelCode: 'gamelle_fr' },
    ...(token ? { token } : {}),
  });
  return (answer.body as { tokenValue: string }).tokenValue;
}
