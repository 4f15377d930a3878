import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Route,
  test as base,
  expect,
} from '@playwright/test';

/** Campaign pop-ups content may answer on the pages other specs visit (content/data/campaigns.json). */
const ANSWERED_POPUPS = ['country-wall', 'language-wall', 'nouvelle-recette'];

/**
 * Playwright's test with two habits added:
 * - after `page.goto`, wait until the page has hydrated (`html[data-hydrated]`, set by the root route) when
 *   JavaScript runs, so that clicks reach React rather than the server-rendered HTML (the browser paints the page
 *   before it hydrates, src/client.tsx);
 * - the visitor has already answered marketing (`preAnswerMarketing`, on by default): consent refused, the campaign
 *   pop-ups answered and the exit pop-up just shown, so no banner or dialog covers what a spec clicks. The marketing
 *   spec turns it off to meet them as a new visitor does.
 */
export const test = base.extend<{ preAnswerMarketing: boolean }>({
  preAnswerMarketing: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, preAnswerMarketing, baseURL }, provide) => {
    if (preAnswerMarketing) await answerMarketing(page.context(), baseURL!);
    waitForHydration(page, javaScriptEnabled !== false);
    await provide(page);
  },
});

/** A context of a spec's own (several pages, or one shared by serial tests) whose visitor answered marketing. */
export async function answerMarketing(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'gamelle_consent', value: 'v1.a0.d0', url: baseURL }]);
  await context.addInitScript((answered) => {
    try {
      localStorage.setItem('gamelle.marketing.answeredPopups', JSON.stringify(answered));
      if (!localStorage.getItem('gamelle.exitPopup.shownAt'))
        localStorage.setItem('gamelle.exitPopup.shownAt', new Date().toISOString());
    } catch {
      // A page without storage (about:blank) has nothing to answer.
    }
  }, ANSWERED_POPUPS);
}

/** `page.goto` then waits for hydration (when JavaScript runs, the page answered below 400 and is the app's). */
export function waitForHydration(page: Page, javaScriptEnabled = true): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const status = response?.status() ?? 200;
    // The API's own pages (the payment gateway's) are not the app's: nothing hydrates there.
    const appPage = !new URL(page.url()).pathname.startsWith('/api/');
    if (javaScriptEnabled && status < 400 && appPage) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return page;
}

/**
 * Waits until React has claimed the element (its props attached): a part the server renders and the browser
 * hydrates later from its own chunk (`serverRenderedLazy`) may still be plain HTML after `html[data-hydrated]`,
 * where a click on a link is the browser's own navigation, not the router's.
 */
export async function waitForLive(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * The second octet of the client addresses each spec's customers come from (`X-Forwarded-For`, which the e2e server
 * trusts): the server throttles registrations (10 an hour), logins and lookups per address, so no two specs may share
 * a prefix, and each customer gets an address of its own (`10.<spec>.<worker>.<n>`). 10.88 is cart-forms' own.
 */
export const CLIENT_ADDRESS_PREFIXES = {
  orders: 77,
  pets: 78,
  guides: 79,
  sponsorship: 80,
  subscriptions: 81,
  contact: 82,
  checkoutPaths: 91,
  hydration: 92,
  webViewDemo: 66,
} as const;
export type ShopApiSpec = keyof typeof CLIENT_ADDRESS_PREFIXES;

/** A shop channel and its locale, as the storefront sends them: `['gamelle_nl', 'nl_BE']`. */
export type ShopChannel = readonly [channelCode: string, localeCode: string];

/** A call to the Shop API that must succeed: the answer's JSON, or null for a 204. */
export interface ShopApi {
  (method: string, path: string, data?: unknown, token?: string): ReturnType<APIResponse['json']>;
  /** `?channelCode=…&locale=…`, for the session's own calls (`/_session/login${query}`). */
  query: string;
}

/** The Shop API as the storefront calls it, in `channel`, from a new client address of `spec`'s own. */
export function shopApi(request: APIRequestContext, channel: ShopChannel, spec: ShopApiSpec): ShopApi {
  const query = `?channelCode=${channel[0]}&locale=${channel[1]}`;
  const headers = { 'x-forwarded-for': clientAddress(spec) };
  const call = async (method: string, path: string, data?: unknown, token?: string) => {
    const response = await request.fetch(`/api/v2/shop${path}${query}`, {
      method,
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.status() === 204 ? null : response.json();
  };
  return Object.assign(call, { query });
}

/** The password of every customer the specs register. */
export const CUSTOMER_PASSWORD = 'croquettes-42';

/**
 * A new customer registered through the Shop API and logged in there (`token`), from a client address of `spec`'s
 * own; `api` goes on calling from that address. The e-mail is `<emailPrefix>-<uuid>@<domain>`.
 */
export async function newCustomer(
  request: APIRequestContext,
  channel: ShopChannel,
  spec: ShopApiSpec,
  {
    emailPrefix,
    domain = 'example.fr',
    firstName = 'Léa',
    lastName = 'Dubois',
  }: { emailPrefix: string; domain?: string; firstName?: string; lastName?: string },
) {
  const api = shopApi(request, channel, spec);
  const email = `${emailPrefix}-${randomUUID()}@${domain}`;
  const password = CUSTOMER_PASSWORD;
  await api('POST', '/customers', {
    email,
    password,
    firstName,
    lastName,
    botToken: await botToken(request, 'register'),
  });
  const { token } = (await api('POST', '/authentication-token', {
    email,
    password,
    botToken: await botToken(request, 'login'),
  })) as { token: string };
  return { api, query: api.query, email, password, token };
}

/**
 * A bot-check token of the API's local test issuer (the e2e server runs it: LOCAL_TEST_ISSUER=1), as the login page
 * asks for one: registrations (`register`) and logins (`login`, through the API or `/_session/login`) need one.
 */
export async function botToken(request: APIRequestContext, action: 'login' | 'register'): Promise<string> {
  const response = await request.post('/api/v2/dev/local-issuer/bot-token', { data: { action } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** One line of an order placed through the API: a variant's code, how many, and a subscription's days if subscribed. */
export interface OrderLine {
  variant: string;
  quantity: number;
  subscriptionInterval?: number;
}

export interface PlaceOrder {
  lines: OrderLine[];
  billingAddress: Record<string, string>;
  paymentMethod: 'card' | 'bank_transfer';
  coupon?: string;
}

/** A new cart of the customer (`token`) in `channel` with `lines`, through the Shop API: its token is the cart's. */
export async function newCart(
  api: ShopApi,
  token: string,
  channel: ShopChannel,
  lines: OrderLine[],
): Promise<{ tokenValue: string }> {
  const cart = await api('POST', '/orders', { channelCode: channel[0], localeCode: channel[1] }, token);
  for (const { variant, ...line } of lines)
    await api(
      'PATCH',
      `/orders/${cart.tokenValue}/items`,
      { productVariant: `/api/v2/shop/product-variants/${variant}`, ...line },
      token,
    );
  return cart;
}

/**
 * Places an order through the Shop API as the checkout funnel calls it: a new cart in `channel` with `lines`, the
 * coupon if any, billed and delivered home to `billingAddress`, the payment method chosen, then completed. Returns the
 * cart's token (the order's), the completed order's answer and the payment's id.
 */
export async function placeOrder(api: ShopApi, token: string, channel: ShopChannel, order: PlaceOrder) {
  const cart = await newCart(api, token, channel, order.lines);
  const path = `/orders/${cart.tokenValue}`;
  if (order.coupon) await api('PATCH', `${path}/apply-coupon`, { couponCode: order.coupon }, token);
  const addressed = await api('PUT', path, { billingAddress: order.billingAddress }, token);
  await api('PATCH', `${path}/shipments/${addressed.shipments[0].id}`, { shippingMethod: 'home_delivery' }, token);
  const paymentId = addressed.payments[0].id as number;
  const chosen = await api('PATCH', `${path}/payments/${paymentId}`, { paymentMethod: order.paymentMethod }, token);
  const placed = await api('PATCH', `${path}/complete`, { expectedTotal: chosen.total }, token);
  return { tokenValue: cart.tokenValue as string, placed, paymentId };
}

/**
 * `placeOrder` paid by card: the test gateway's page the funnel would open for it (`gateway`), which comes back to
 * `returnUrl(order's token)` once the card is entered.
 */
export async function placeCardOrder(
  api: ShopApi,
  token: string,
  channel: ShopChannel,
  order: Omit<PlaceOrder, 'paymentMethod'> & { returnUrl: (tokenValue: string) => string },
) {
  const placed = await placeOrder(api, token, channel, { ...order, paymentMethod: 'card' });
  const configuration = `/orders/${placed.tokenValue}/payments/${placed.paymentId}/configuration`;
  const config = await api(
    'GET',
    `${configuration}?returnUrl=${encodeURIComponent(order.returnUrl(placed.tokenValue))}`,
    undefined,
    token,
  );
  return { ...placed, gateway: config.redirectUrl as string };
}

/** Rex, a sterilized four-year-old labrador of 30 kg fed kibble: the dog the specs give a customer through the API. */
export const REX = {
  type: 'dog',
  gender: 'male',
  name: 'Rex',
  breed: 'labrador',
  years: 4,
  months: 0,
  sterilized: true,
  weight: 30,
  condition: 'good',
  activity: 'high',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Gamelle',
} as const;

/** The pet form's labels (the add and edit forms of issue 16), in each language. */
export const PET_FORM = {
  fr: {
    cat: 'Un chat',
    female: 'Femelle',
    name: /Son nom/,
    breed: /Race/,
    siamese: ['siam', 'Siamois'],
    birthday: 'Date de naissance',
    yes: 'Oui',
    weight: /Poids/,
    activity: /Activité/,
    ideal: 'Idéale',
    kibble: 'Des croquettes',
    brand: /Marque de croquettes actuelle/,
    create: 'Enregistrer mon animal',
  },
  nl: {
    cat: 'Een kat',
    female: 'Vrouwtje',
    name: /Naam/,
    breed: /Ras/,
    siamese: ['siam', 'Siamees'],
    birthday: 'Geboortedatum',
    yes: 'Ja',
    weight: /Gewicht/,
    activity: /Activiteit/,
    ideal: 'Ideaal',
    kibble: 'Brokken',
    brand: /Huidig merk brokken/,
    create: 'Mijn huisdier opslaan',
  },
} as const;

/**
 * Fills the open pet form, as a customer would, with Mochi: a sterilized Siamese cat born on 10 March 2024, 3.8 kg,
 * moderately active, of ideal shape, fed Gamelle kibble. The form is left unsent. `sterilizedGiven`: the sterilised
 * choice was made already (the hydration spec makes it before the form is live) and is left as it is.
 */
export async function fillPetFormWithMochi(
  page: Page,
  language: keyof typeof PET_FORM,
  { sterilizedGiven = false } = {},
): Promise<void> {
  const f = PET_FORM[language];
  await page.getByRole('radio', { name: f.cat }).check();
  await page.getByRole('radio', { name: f.female }).check();
  await page.getByRole('textbox', { name: f.name }).fill('Mochi');
  // The breed field hydrates once its own chunk is there (LazyCombobox): typed before, the text is not searched. So
  // type it again until the list answers (cleared first, so that React sees the text change).
  const breed = page.getByRole('combobox', { name: f.breed });
  await expect(async () => {
    await breed.clear();
    await breed.fill(f.siamese[0]);
    await expect(page.getByRole('option', { name: f.siamese[1] })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('option', { name: f.siamese[1] }).click();
  await page.getByLabel(f.birthday, { exact: true }).fill('2024-03-10');
  if (!sterilizedGiven) await page.getByRole('radio', { name: f.yes, exact: true }).check();
  await page.getByRole('textbox', { name: f.weight }).fill('3,8');
  await page.getByRole('combobox', { name: f.activity }).selectOption('moderate');
  await page.getByRole('radio', { name: f.ideal }).check();
  await page.getByRole('checkbox', { name: f.kibble }).check();
  await page.getByRole('textbox', { name: f.brand }).fill('Gamelle');
}

/**
 * Watches the layout shifts (not caused by a recent input) of every page the test opens after this call, once a
 * first page has cached the web fonts (their first load swaps the fallback face, a shift of ~0.0001 in the header's
 * text). The function returned reads the current page's shifts, each with its value and the elements it moved;
 * `movesOnly` keeps only the elements whose position changed (a font's swap resizes text in place).
 */
export async function watchLayoutShifts(page: Page, { movesOnly = false } = {}): Promise<() => Promise<string[]>> {
  await page.addInitScript((movesOnly) => {
    const w = window as unknown as { layoutShifts: string[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).filter(
          (s) => !movesOnly || s.previousRect.x !== s.currentRect.x || s.previousRect.y !== s.currentRect.y,
        );
        if (movesOnly && sources.length === 0) continue;
        const moved = sources.map(
          (s) =>
            `${s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName ?? 'text')} ${s.previousRect.y} → ${s.currentRect.y}`,
        );
        w.layoutShifts.push(`${entry.value} ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, movesOnly);
  await page.goto('/page/livraison/');
  await page.evaluate(() => document.fonts.ready);
  return () => page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
}

const addressesGiven = new Map<ShopApiSpec, number>();

/** `10.<spec>.<worker process>.<n>`: n counts this worker's customers of the spec (1 to 250, then again). */
function clientAddress(spec: ShopApiSpec): string {
  const given = (addressesGiven.get(spec) ?? 0) + 1;
  addressesGiven.set(spec, given);
  return `10.${CLIENT_ADDRESS_PREFIXES[spec]}.${process.pid % 250}.${((given - 1) % 250) + 1}`;
}

const run = promisify(execFile);

/**
 * Runs the operators' command line (`pnpm ops …`) on the e2e server's database, outbox and clock, as an operator
 * would, with the server's settings (playwright.config.ts): what it printed; it throws when the command fails.
 */
export async function ops(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR!;
  const { stdout } = await run(process.execPath, ['src/cli/ops.ts', ...args], {
    cwd: join(import.meta.dirname, '../../server'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      DEMO_MODE: '1',
      CLOCK_NOW: '2026-12-01T09:00:00.000Z',
      TEST_GATEWAY: '1',
      PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`,
    },
  });
  return stdout;
}

export { expect };

/** A chunk held back by `holdChunk`: the paths asked for meanwhile, and the release. */
export interface HeldChunk {
  release: () => void;
  held: string[];
}

/** A built JavaScript file by its name: `chunkNamed('LoginForms')` matches `/assets/LoginForms-<hash>.js`. */
export function chunkNamed(name: string): RegExp {
  return new RegExp(`^/assets/${name}-[^/]+\\.js$`);
}

/**
 * Holds the responses of the JavaScript files matching `chunk` (a page's entry, a route's or a part's own code; a
 * name is `chunkNamed`'s) until `release()`: what a customer does while it loads is then done on the server's HTML.
 * `held` lists the paths.
 */
export async function holdChunk(page: Page, chunk: RegExp | string): Promise<HeldChunk> {
  const pattern = typeof chunk === 'string' ? chunkNamed(chunk) : chunk;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route: Route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.fallback();
    },
  );
  return { release, held };
}

/**
 * Opens `path` in `page` with `chunk` held (`holdChunk`), as a slow phone shows it: the server's HTML, parsed.
 * `page` must not be the fixtures' (its `goto` waits for a hydration that cannot come while the chunk is held): a
 * page of its context (`context.newPage()`). `part`: the chunk is a part the page is live without (`deferredForm`,
 * `serverRenderedLazy`): returns once the page's heading is React's.
 */
export async function openHeld(page: Page, chunk: RegExp | string, path: string, { part = false } = {}) {
  const held = await holdChunk(page, chunk);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (part) await waitForLive(page.getByRole('heading', { level: 1 }));
  return held;
}

/** Marks the page's document: `isSamePage` is true as long as no load (a reload, a native submit) has replaced it. */
export async function markSamePage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}

export async function isSamePage(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)) === true;
}

/** The requests of `method` to an address containing `path`: what `pressWhileHeld` records. */
export function requestsTo(method: string, path: string): (request: Request) => boolean {
  return (request) => request.method() === method && request.url().includes(path);
}

/**
 * A press (or Enter, or a choice) while `chunk` is held, once the page has asked for it, then the chunk released: the
 * page must not have gone live meanwhile. Records, from before the press, the bodies of the requests `sent` matches
 * and every navigation of the page. `sentOnce()` is the only body sent; `noReload()` checks the press was held, not
 * submitted natively (no navigation, the same document: a client navigation of the router is not one); `stayed()`
 * also waits for the page to be live and checks its address carries no search (a native GET submit puts the form's
 * fields in the URL, the history and the server's logs).
 */
export async function pressWhileHeld(
  page: Page,
  chunk: HeldChunk,
  press: () => Promise<unknown>,
  sent: (request: Request) => boolean = () => false,
) {
  await expect.poll(() => chunk.held.length).toBeGreaterThan(0);
  await markSamePage(page);
  const bodies: string[] = [];
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    if (sent(request)) bodies.push(request.postData() ?? '');
  });
  await press();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  chunk.release();
  const noReload = async () => {
    expect(navigations).toEqual([]);
    expect(await isSamePage(page)).toBe(true);
  };
  return {
    bodies,
    navigations,
    sentOnce: () => {
      expect(bodies).toHaveLength(1);
      return bodies[0]!;
    },
    noReload,
    stayed: async () => {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await noReload();
      expect(new URL(page.url()).search).toBe('');
    },
  };
}

/**
 * Logs the customer in through the shop's own session endpoint (`/_session/login`, in `channel`), in the cookie jar
 * of `browser` (a page or its context).
 */
export async function logIn(
  browser: { request: APIRequestContext },
  baseURL: string,
  { email, password }: { email: string; password: string },
  channel: ShopChannel = ['gamelle_fr', 'fr_FR'],
): Promise<void> {
  const login = await browser.request.post(`/_session/login?channelCode=${channel[0]}&locale=${channel[1]}`, {
    headers: { Origin: baseURL },
    data: { email, password, botToken: await botToken(browser.request, 'login') },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/**
 * The page is one main landmark, the skip link's target, inset from the screen's edges like every shop page: the
 * guides, the forgotten password and a sponsor's link had none (their text against the edge of a phone), the account
 * area's had no side padding.
 */
export async function expectOneInsetMain(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
  const padding = await page.locator('main#main').evaluate((main) => parseFloat(getComputedStyle(main).paddingLeft));
  expect(padding).toBeGreaterThanOrEqual(16);
}
