import { type APIRequestContext, type APIResponse, request as http } from '@playwright/test';
import { startProductionServer, type ProductionServer } from '../bench/production-server.ts';
import { botToken, expect, test } from './fixtures.ts';

// The page cache for anonymous visitors (src/server-entry/page-cache.ts) on a server of this spec's own: the shared
// e2e server runs without it (PAGE_CACHE_TTL_MS=0, playwright.config.ts), as its specs change data and the clock
// between two pages. A long TTL here, so that a page kept is still kept when the next request comes, whatever the
// machine's speed: what is proven is who is sent a kept page, not when it expires (the unit test moves its clock).
const port = Number(process.env.E2E_PAGE_CACHE_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1);
const origin = `http://127.0.0.1:${port}`;
let server: ProductionServer | undefined;
const contexts: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startProductionServer(port, {
    PAGE_CACHE_TTL_MS: '600000',
    LOCAL_TEST_ISSUER: '1',
    PUBLIC_URL: origin,
    JOB_WORKER: '0',
  });
});

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
  server?.stop();
});

async function visitor(): Promise<APIRequestContext> {
  const context = await http.newContext({ baseURL: origin });
  contexts.push(context);
  return context;
}

/** The page's CSP nonce, and the one its scripts carry. */
function nonces(answer: APIResponse, html: string) {
  const header = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
  const scripts = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
  return { header, scripts: [...scripts] };
}

function cartCount(html: string): number {
  const count = /data-testid="cart-count"[^>]*>(\d+)</.exec(html)?.[1];
  expect(count, 'the header shows a cart count').toBeDefined();
  return Number(count);
}

test('anonymous visitors share a page for a few seconds, each with a nonce of its own', async () => {
  const anonymous = await visitor();
  // The first visit saves the language cookie, which is part of the key: the second visit is the first with it.
  await anonymous.get('/');
  const first = await anonymous.get('/');
  const second = await anonymous.get('/');
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [a, b] = [await first.text(), await second.text()];
  const [na, nb] = [nonces(first, a), nonces(second, b)];
  expect(na.scripts).toEqual([na.header]);
  expect(nb.scripts).toEqual([nb.header]);
  expect(nb.header).not.toBe(na.header);
  expect(b).toBe(a.replaceAll(na.header!, nb.header!));
  // A hit is sent gzipped once (src/server-entry/gzip-holes.ts) to a client that takes gzip, and as text to one
  // that does not; each with its own nonce.
  expect(second.headers()['content-encoding']).toBe('gzip');
  expect(second.headers()['vary']).toContain('Accept-Encoding');
  const plain = await anonymous.get('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['x-page-cache']).toBe('hit');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const c = await plain.text();
  const nc = nonces(plain, c);
  expect(nc.scripts).toEqual([nc.header]);
  expect([na.header, nb.header]).not.toContain(nc.header);
  expect(c).toBe(a.replaceAll(na.header!, nc.header!));
});

test('a kept page, gzipped once, loads and runs in a browser under its CSP', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    const path = '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/';
    // The first visit saves the language cookie, part of the key: the second keeps the page, the third is sent it.
    await page.goto(path);
    await page.goto(path);
    const kept = await page.goto(path);
    expect(kept!.headers()['x-page-cache']).toBe('hit');
    expect(kept!.headers()['content-encoding']).toBe('gzip');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a visitor with a cart or a session is never sent the kept page, nor another visitor theirs', async () => {
  const anonymous = await visitor();
  await anonymous.get('/');
  await anonymous.get('/');
  const kept = await anonymous.get('/');
  expect(kept.headers()['x-page-cache']).toBe('hit');
  expect(cartCount(await kept.text())).toBe(0);

  // A guest with a cart (the buy box's form without JavaScript saves its cookie): their count, their own render.
  const shopper = await visitor();
  const added = await shopper.post('/_cart', {
    headers: { Origin: origin },
    form: { cartAction: 'add', variantCode: '10000601', quantity: '2', redirectTo: '/' },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
  for (let visit = 0; visit < 2; visit++) {
    const home = await shopper.get('/');
    expect(home.headers()['x-page-cache']).toBeUndefined();
    expect(cartCount(await home.text())).toBe(2);
  }

  // A logged-in customer: greeted by name, never from the cache.
  const customer = await visitor();
  const login = await customer.post('/_session/login?channelCode=gamelle_fr&locale=fr_FR', {
    headers: { Origin: origin },
    data: { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026', botToken: await botToken(customer, 'login') },
  });
  expect(login.status()).toBe(200);
  for (let visit = 0; visit < 2; visit++) {
    const home = await customer.get('/');
    expect(home.headers()['x-page-cache']).toBeUndefined();
    expect(await home.text()).toContain('Bonjour Camille\u00a0!');
  }

  // The anonymous visitor still gets the page kept before: no count, no greeting.
  const again = await anonymous.get('/');
  expect(again.headers()['x-page-cache']).toBe('hit');
  const html = await again.text();
  expect(cartCount(html)).toBe(0);
  expect(html).not.toContain('Bonjour Camille');
  // A new anonymous visitor (no cookie at all) is sent no one's page but a visitor's either.
  const newcomer = await (await visitor()).get('/');
  const fresh = await newcomer.text();
  expect(cartCount(fresh)).toBe(0);
  expect(fresh).not.toContain('Bonjour Camille');
});
