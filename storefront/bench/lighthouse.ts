// Lighthouse (mobile, simulated throttling) on each page type of the built storefront, RUNS times each (5 by
// default): median, min and max of the performance score and LCP, TBT (median, max), the worst CLS, Speed Index,
// the LCP element, the bytes finished before LCP (and how many of them are scripts), and the first-load
// JavaScript of the page in KB gzip (the build's manifest, scripts/first-load.ts, the figure the budget test
// checks) and as served in Brotli. Prints figures with the machine's load average; it is a benchmark, not a test.
// The logged-in pages (account home, the checkout's first step) are run as a customer the bench registers through
// the server's HTTP API (the local test issuer signs the bot checks, LOCAL_TEST_ISSUER=1 as for the browser tests),
// with one product in the cart; before each of their runs it logs in again through `/_session/login` and puts the
// session's cookies in Chrome's cookie jar (CDP `Storage.setCookies`: Lighthouse clears no cookies), and a run whose
// final URL is not the page asked for (the guard sent it to login) stops the bench.
//   pnpm --filter @gamelle/storefront build && node bench/lighthouse.ts
//   PAGES=account,checkout RUNS=5 node bench/lighthouse.ts    # only some pages (names as in the table)
//   LHR_DIR=/tmp/lhr node bench/lighthouse.ts                  # also keep each run's report (JSON) there
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { servedScripts } from '../scripts/first-load.ts';
import { launchChrome, loadAverage, runLighthouse } from './chrome.ts';
import { startProductionServer, storefrontDir } from './production-server.ts';

/** Each page type: its path, or for a logged-in page the path given the customer's cart token. */
const allPages: Record<string, string | ((cart: string) => string)> = {
  home: '/',
  category: '/chien/croquettes/',
  product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
  cart: '/panier/',
  login: '/connexion/',
  account: () => '/mon-compte/',
  checkout: (cart) => `/commande/${cart}/`,
};
const wanted = process.env.PAGES?.split(',').map((name) => name.trim()) ?? Object.keys(allPages);
const unknown = wanted.filter((name) => !(name in allPages));
if (unknown.length > 0) throw new Error(`PAGES: no page ${unknown.join(', ')} (${Object.keys(allPages).join(', ')})`);
const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => wanted.includes(name)));
const runs = Number(process.env.RUNS ?? 5);
/** The customer's channel and the product the bench puts in the cart (the demo data's, as in the e2e specs). */
const shopQuery = '?channelCode=gamelle_fr&locale=fr_FR';
const cartVariant = '10000601';

const loggedIn = Object.values(pages).some((path) => typeof path === 'function');
const server = await startProductionServer(undefined, loggedIn ? { LOCAL_TEST_ISSUER: '1' } : {});
const origin = server.origin;
try {
  const customer = loggedIn ? await newCustomerWithCart() : null;
  const pathOf = (path: string | ((cart: string) => string)): string => {
    if (typeof path === 'string') return path;
    if (!customer) throw new Error('a logged-in page without a customer');
    return path(customer.cart);
  };
  // Warm the image resizer and the caches so the figures measure the shop, not a cold start.
  for (const path of Object.values(pages)) {
    const headers: Record<string, string> =
      typeof path === 'string' ? {} : { Cookie: cookieHeader(await logIn(customer!)) };
    await fetch(origin + pathOf(path), { headers }).then((r) => r.text());
  }
  const chrome = await launchChrome();
  try {
    console.log(`${new Date().toISOString()}, load average ${loadAverage()}, ${runs} runs`);
    console.log(
      'page      perf med (min-max)  LCP s med (min-max)  TBT ms med (max)  CLS max  SI s med  bytes before LCP KB (scripts)  first-load JS KB gzip / br  LCP element',
    );
    for (const [name, page] of Object.entries(pages)) {
      const path = pathOf(page);
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        samples.push(sampleOf(await measure(name, path, customer && typeof page === 'function' ? customer : null)));
      }
      const js = await firstLoadJsKb(
        path,
        customer && typeof page === 'function' ? cookieHeader(await logIn(customer)) : undefined,
      );
      const perf = spread(samples.map((s) => s.performance));
      const lcp = spread(
        samples.map((s) => s.lcpMs / 1000),
        2,
      );
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
      const tbt = `${median(samples.map((s) => s.tbtMs)).toFixed(0)} (${Math.max(...samples.map((s) => s.tbtMs)).toFixed(0)})`;
      const cls = Math.max(...samples.map((s) => s.cls)).toFixed(3);
      const si = (median(samples.map((s) => s.speedIndexMs)) / 1000).toFixed(2);
      const before = samples.map((s) => s.bytesBeforeLcp).sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
      const scripts = samples.map((s) => s.scriptsBeforeLcp).sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
      console.log(
        `${name.padEnd(9)} ${perf.padStart(18)}  ${lcp.padStart(19)}  ${tbt.padStart(16)}  ${cls.padStart(7)}  ${si.padStart(8)}  ${`${(before / 1024).toFixed(1)} (${scripts})`.padStart(29)}  ${`${js.gzip.toFixed(1)} / ${js.brotli.toFixed(1)}`.padStart(26)}  ${samples[0]?.lcpElement ?? 'n/a'}`,
      );
    }
    console.log(`load average after: ${loadAverage()}`);

    /**
     * One Lighthouse run of `path`, logged in as `customer` when given. A run Lighthouse itself could not record
     * (a runtime error such as NO_NAVSTART, seen on this loaded machine) is taken again, twice at most.
     */
    async function measure(name: string, path: string, customer: Customer | null): Promise<Lhr> {
      for (let attempt = 1; ; attempt++) {
        // A fresh login before each logged-in run: the access token lives 15 minutes, and a render within 10 of
        // its expiry would refresh it (a refresh the measured page would pay for). The visitor's pages keep the
        // jar as it is, as they always did (the logged-in pages come last).
        if (customer) await setBrowserCookies(chrome.port, await logIn(customer));
        const result = await runLighthouse(origin + path, chrome);
        if (!result) throw new Error(`${name}: Lighthouse gave no result`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          const error = `${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
          if (attempt === 3) throw new Error(error);
          console.warn(`${error} (run taken again)`);
          continue;
        }
        // The page measured must be the one asked for: a guard that sends the visitor to login ends the bench.
        const landed = new URL(lhr.finalDisplayedUrl);
        if (landed.pathname !== path) throw new Error(`${name}: asked for ${path}, Lighthouse measured ${landed.href}`);
        if (process.env.LHR_DIR) {
          mkdirSync(process.env.LHR_DIR, { recursive: true });
          writeFileSync(join(process.env.LHR_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
        }
        return lhr;
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.stop();
}

interface Sample {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lcpElement: string;
  bytesBeforeLcp: number;
  scriptsBeforeLcp: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof runLighthouse>>>['lhr'];

/**
 * One run's figures. LCP is Lighthouse's (simulated); the bytes before LCP are the transfer sizes of the requests
 * that finished before the LCP the trace observed (the same clock as the network records).
 */
function sampleOf(lhr: Lhr): Sample {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? Infinity;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  let bytes = 0;
  let scripts = 0;
  for (const request of requests) {
    // Both in ms: the request's end from the first request (the document's), the LCP from the navigation's start.
    if (Number(request.networkEndTime ?? Infinity) > observedLcp) continue;
    bytes += Number(request.transferSize ?? 0);
    if (request.resourceType === 'Script') scripts++;
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    speedIndexMs: lhr.audits['speed-index']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(lhr),
    bytesBeforeLcp: bytes,
    scriptsBeforeLcp: scripts,
  };
}

function lcpElementOf(lhr: Lhr): string {
  // Lighthouse 13 reports the element in its LCP insights; older versions in largest-contentful-paint-element.
  for (const id of ['lcp-breakdown-insight', 'lcp-discovery-insight', 'largest-contentful-paint-element']) {
    const found = JSON.stringify(lhr.audits[id]?.details ?? {}).match(/"selector":"((?:[^"\\]|\\.)*)"/);
    if (found) return JSON.parse(`"${found[1]}"`) as string;
  }
  return 'n/a';
}

/** `median (min-max)` */
function spread(values: number[], digits = 0): string {
  if (values.length === 0) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${median.toFixed(digits)} (${sorted[0]!.toFixed(digits)}-${sorted.at(-1)!.toFixed(digits)})`;
}

/**
 * The JavaScript a first visit downloads (the page's module scripts and preloads): gzipped at the default level,
 * the figure the target is set in, and as the server sends it to a browser that accepts Brotli (the build's .br
 * twins, scripts/precompress.ts).
 */
async function firstLoadJsKb(path: string, cookie?: string): Promise<{ gzip: number; brotli: number }> {
  const response = await fetch(origin + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} to the first-load count`);
  const html = await response.text();
  const files = [...servedScripts(html).files].map((file) => `/${file}`);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    gzip += gzipSync(readFileSync(join(storefrontDir, 'dist/client', file))).length;
    // fetch decodes the body itself: the bytes on the wire are the Content-Length of the encoded answer.
    const served = await fetch(origin + file, { headers: { 'Accept-Encoding': 'br' } });
    await served.arrayBuffer();
    if (served.headers.get('content-encoding') !== 'br') throw new Error(`${file} was not served as Brotli`);
    brotli += Number(served.headers.get('content-length'));
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024 };
}

interface Customer {
  email: string;
  password: string;
  /** The token of the customer's cart (one product in it): the checkout's path. */
  cart: string;
}

interface Cookie {
  name: string;
  value: string;
  httpOnly: boolean;
  /** Seconds since the epoch; absent for a session cookie. */
  expires?: number;
}

/** An API call that must succeed (the bench stops with the answer otherwise). */
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function botToken(action: 'login' | 'register'): Promise<string> {
  const response = await call('POST', '/api/v2/dev/local-issuer/bot-token', { action });
  return ((await response.json()) as { token: string }).token;
}

/** Registers a customer through the Shop API, logs in and puts one product in a cart of the customer's own. */
async function newCustomerWithCart(): Promise<Customer> {
  const email = `bench-${randomUUID()}@example.fr`;
  const password = 'croquettes-42';
  await call('POST', `/api/v2/shop/customers${shopQuery}`, {
    email,
    password,
    firstName: 'Léa',
    lastName: 'Dubois',
    botToken: await botToken('register'),
  });
  const login = await call('POST', `/api/v2/shop/authentication-token${shopQuery}`, {
    email,
    password,
    botToken: await botToken('login'),
  });
  const bearer = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const cart = (await (
    await call('POST', `/api/v2/shop/orders${shopQuery}`, { channelCode: 'gamelle_fr', localeCode: 'fr_FR' }, bearer)
  ).json()) as { tokenValue: string };
  await call(
    'PATCH',
    `/api/v2/shop/orders/${cart.tokenValue}/items${shopQuery}`,
    { productVariant: `/api/v2/shop/product-variants/${cartVariant}`, quantity: 1 },
    bearer,
  );
  return { email, password, cart: cart.tokenValue };
}

/**
 * Logs in as the storefront's login form does (`/_session/login`) and returns the cookies it sets: the tokens, the
 * session marker and the customer's cart, which the login adopts (checked: the checkout needs it).
 */
async function logIn(customer: Customer): Promise<Cookie[]> {
  const response = await call(
    'POST',
    `/_session/login${shopQuery}`,
    { email: customer.email, password: customer.password, botToken: await botToken('login') },
    { Origin: origin },
  );
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map(parseSetCookie);
  const names = cookies.map((cookie) => cookie.name);
  for (const name of ['gamelle_at', 'gamelle_rt', 'gamelle_session', 'gamelle_cart']) {
    if (!names.includes(name)) throw new Error(`/_session/login set no ${name} cookie (${names.join(', ')})`);
  }
  const cart = cookies.find((cookie) => cookie.name === 'gamelle_cart')!.value;
  if (cart !== customer.cart) throw new Error(`the login adopted cart ${cart}, not the customer's ${customer.cart}`);
  return cookies;
}

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const cookie: Cookie = { name: pair.slice(0, equals), value: pair.slice(equals + 1), httpOnly: false };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    if (key.toLowerCase() === 'httponly') cookie.httpOnly = true;
    if (key.toLowerCase() === 'max-age') cookie.expires = Date.now() / 1000 + Number(value);
  }
  return cookie;
}

function cookieHeader(cookies: Cookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Empties Chrome's cookie jar and puts `cookies` in it for the shop's origin, through the browser's DevTools
 * endpoint (the pages Lighthouse opens share the default browser context).
 */
async function setBrowserCookies(port: number, cookies: Cookie[]): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    let id = 0;
    const send = (method: string, params: unknown) =>
      new Promise<void>((resolve, reject) => {
        const mine = ++id;
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
          if (message.id !== mine) return;
          socket.removeEventListener('message', onMessage);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve();
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id: mine, method, params }));
      });
    await send('Storage.clearCookies', {});
    await send('Storage.setCookies', {
      cookies: cookies.map(({ name, value, httpOnly, expires }) => ({
        name,
        value,
        url: origin,
        path: '/',
        httpOnly,
        sameSite: 'Lax',
        ...(expires === undefined ? {} : { expires }),
      })),
    });
  } finally {
    socket.close();
  }
}
