import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Google's scripts on the login screens (issue 13's last item): reCAPTCHA v3 on login and registration, Google's
// sign-in button, the CSP they need. The main e2e server has no Google keys (the local issuer stands in, as in
// development); this spec starts a second server from the same build with the keys a production shop has
// (RECAPTCHA_SITE_KEY, GOOGLE_CLIENT_ID) and the test-only script URLs pointing at stand-ins of its own
// (e2e/stand-ins/), which implement Google's documented surface and take their tokens from the local test issuer,
// so no test reaches Google and the real server checks every token.

const port = Number(process.env.E2E_IDENTITY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);
const origin = `http://127.0.0.1:${port}`;
const SITE_KEY = 'e2e-site-key';
const CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
const RECAPTCHA_STAND_IN = '/_e2e/recaptcha.js';
const GSI_STAND_IN = '/_e2e/gsi-client.js';
const standIn = (file: string) => readFileSync(join(import.meta.dirname, 'stand-ins', file), 'utf8');
const PASSWORD = 'croquettes-42';
const NEW_PASSWORD = 'patee-du-soir-7';

const storefront = join(import.meta.dirname, '..');
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-e2e-identity-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    NODE_ENV: 'production',
    AUTH_SECRET: process.env.E2E_AUTH_SECRET!,
    DEMO_MODE: '1',
    CLOCK_NOW: '2026-12-01T09:00:00.000Z',
    JOB_WORKER: '0',
    LOCAL_TEST_ISSUER: '1',
    PUBLIC_URL: origin,
    RECAPTCHA_SITE_KEY: SITE_KEY,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    RECAPTCHA_SCRIPT_URL: RECAPTCHA_STAND_IN,
    GOOGLE_SIGN_IN_SCRIPT_URL: GSI_STAND_IN,
  };
  await promisify(execFile)(process.execPath, ['../server/src/cli/setup.ts'], { cwd: storefront, env });
  server = spawn(process.execPath, ['serve.ts'], { cwd: storefront, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600 || server.exitCode !== null) throw new Error(`The identity server did not start on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** Serves the stand-ins at their test URLs, and records every script the page asks of them. */
async function serveStandIns(page: Page, { recaptcha = true }: { recaptcha?: boolean } = {}) {
  const asked: string[] = [];
  await page.route(`${origin}${RECAPTCHA_STAND_IN}*`, (route) => {
    asked.push(route.request().url());
    return recaptcha
      ? route.fulfill({ contentType: 'text/javascript', body: standIn('recaptcha.js') })
      : route.abort('blockedbyclient');
  });
  await page.route(`${origin}${GSI_STAND_IN}*`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: standIn('gsi-client.js') });
  });
  return asked;
}

/**
 * Every grecaptcha.execute of the page, as the stand-in asked the local issuer for its token. Read from the network
 * rather than from the page, so that a login's navigation cannot take the records (or the page) away mid-read.
 */
function recordExecutions(page: Page) {
  const records: { siteKey: string | undefined; action: string; token: string }[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/api/v2/dev/local-issuer/bot-token')) return;
    const { token } = (await response.json()) as { token: string };
    const { action } = request.postDataJSON() as { action: string };
    records.push({ siteKey: request.headers()['x-stand-in-site-key'], action, token });
  });
  return records;
}

test.describe('with Google configured', () => {
  test.use({ baseURL: origin });

  test("the pages' CSP allows Google's hosts, and the scripts load on the login screen only", async ({ page }) => {
    const asked = await serveStandIns(page);
    const home = await page.goto('/');
    const csp = home!.headers()['content-security-policy']!;
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain('https://www.gstatic.com/recaptcha/');
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(csp).toMatch(
      /frame-src 'self' https:\/\/www\.google\.com\/recaptcha\/ .*https:\/\/accounts\.google\.com\/gsi\//,
    );
    expect(home!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await page.goto('/panier/');
    expect(asked).toEqual([]);
    await expect(page.locator(`script[src^="${RECAPTCHA_STAND_IN}"], script[src^="${GSI_STAND_IN}"]`)).toHaveCount(0);

    // The keys the page reads after a client navigation (a first load has them in the page).
    expect(await (await page.request.get('/_identity-scripts')).json()).toEqual({
      recaptcha: { siteKey: SITE_KEY, scriptUrl: `${RECAPTCHA_STAND_IN}?render=${SITE_KEY}` },
      google: { clientId: CLIENT_ID, scriptUrl: GSI_STAND_IN },
    });
    // The login screen loads both.
    await page.goto('/connexion/');
    await expect
      .poll(() => asked.map((url) => new URL(url).pathname).sort())
      .toEqual([GSI_STAND_IN, RECAPTCHA_STAND_IN]);
    expect(asked).toContain(`${origin}${RECAPTCHA_STAND_IN}?render=${SITE_KEY}`);
    // reCAPTCHA's badge is hidden, so Google's notice is on the page.
    await expect(page.getByText('Ce site est protégé par reCAPTCHA', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: /règles de confidentialité/ })).toHaveAttribute(
      'href',
      'https://policies.google.com/privacy?hl=fr',
    );
  });

  test('registration and login send the tokens grecaptcha.execute gave for their actions', async ({
    page,
    browser,
  }) => {
    await serveStandIns(page);
    const email = `e2e-recaptcha-${Date.now()}@example.fr`;
    await page.goto('/connexion/');
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Aline');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    const registration = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/shop/customers?'));
    const login = page.waitForRequest((r) => r.url().includes('/_session/login'));
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const sent = {
      register: (await registration).postDataJSON().botToken,
      login: (await login).postDataJSON().botToken,
    };
    await page.waitForURL('/mon-compte/bienvenue/');
    expect(sent.register).toMatch(/^ey/);
    expect(sent.login).toMatch(/^ey/);
    expect(sent.register).not.toBe(sent.login);

    // A password change signs in again: its token is reCAPTCHA's too (the personal data page loads it at the submit).
    const reloginExecutions = recordExecutions(page);
    await page.goto('/mon-compte/mes-informations-personnelles/');
    await page.getByRole('textbox', { name: 'Mot de passe actuel' }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill(NEW_PASSWORD);
    const relogin = page.waitForRequest((r) => r.url().includes('/_session/login'));
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const reloginToken = (await relogin).postDataJSON().botToken;
    await expect(page.getByText('Votre mot de passe a été changé.')).toBeVisible();
    await expect.poll(() => reloginExecutions).toEqual([{ siteKey: SITE_KEY, action: 'login', token: reloginToken }]);

    // Login in a fresh visit: the password step's token is execute's for `login`.
    const visit = await browser.newContext({ baseURL: origin });
    const other = await visit.newPage();
    await serveStandIns(other);
    const executions = recordExecutions(other);
    await other.goto('/connexion/');
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await other.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await other.getByRole('button', { name: 'Continuer', exact: true }).click();
    await other.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(NEW_PASSWORD);
    const loginRequest = other.waitForRequest((r) => r.url().includes('/_session/login'));
    await other.getByRole('button', { name: 'Se connecter' }).click();
    const token = (await loginRequest).postDataJSON().botToken;
    await expect.poll(() => executions).toEqual([{ siteKey: SITE_KEY, action: 'login', token }]);
    await other.waitForURL('/mon-compte/');
    await visit.close();
  });

  test('a reCAPTCHA script that cannot load is said on the form, which keeps its values and retries', async ({
    page,
  }) => {
    const asked = await serveStandIns(page, { recaptcha: false });
    await page.goto('/connexion/');
    await page
      .getByRole('textbox', { name: 'Adresse e-mail', exact: true })
      .fill(`e2e-blocked-${Date.now()}@example.fr`);
    await page.getByRole('button', { name: 'Continuer', exact: true }).click();
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Bloqué');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La vérification anti-robot de Google n’a pas pu se charger' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Bloqué');
    await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toHaveValue(PASSWORD);
    const tries = asked.filter((url) => url.includes(RECAPTCHA_STAND_IN)).length;
    expect(tries).toBeGreaterThanOrEqual(1);

    // The script is back (the blocker let it through): the retry loads it again and the account is created.
    await page.unroute(`${origin}${RECAPTCHA_STAND_IN}*`);
    await page.route(`${origin}${RECAPTCHA_STAND_IN}*`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: standIn('recaptcha.js') }),
    );
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.waitForURL('/mon-compte/bienvenue/');
  });

  test("Google's button, in the page's language, logs in through its callback; a refused credential stays on login", async ({
    page,
  }) => {
    await serveStandIns(page);
    const email = `e2e-gsi-${Date.now()}@example.be`;
    await page.addInitScript((address) => {
      (window as unknown as { __googleAccountEmail: string }).__googleAccountEmail = address;
    }, email);
    const target = '/nl/mijn-account/mijn-persoonlijke-gegevens/';
    await page.goto(`/nl/verbinding/?retour=${encodeURIComponent(target)}`);
    const button = page.getByRole('button', { name: 'Doorgaan met Google (stand-in)' });
    await expect(button).toHaveAttribute('data-locale', 'nl');
    expect(await page.evaluate(() => (window as unknown as { __gsi: unknown }).__gsi)).toMatchObject({
      initialized: { client_id: CLIENT_ID, ux_mode: 'popup' },
      rendered: [{ locale: 'nl', type: 'standard' }],
    });
    // The local "Google" of development is not offered next to the real one.
    await expect(page.getByRole('button', { name: 'Doorgaan met Google', exact: true })).toHaveCount(0);

    // A credential the server refuses: the message, still on login with the target.
    await page.evaluate(() => {
      (window as unknown as { __googleCredential: string }).__googleCredential = 'not-a-google-token';
    });
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Inloggen met Google is mislukt' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('retour')).toBe(target);

    // Google's own credential: logged in, at the target.
    const login = page.waitForRequest((r) => r.url().includes('/_session/login'));
    await page.evaluate(() => {
      delete (window as unknown as { __googleCredential?: string }).__googleCredential;
    });
    await button.click();
    const body = (await login).postDataJSON();
    expect(body.googleToken).toMatch(/^ey/);
    expect(body.botToken).toMatch(/^ey/);
    await page.waitForURL(target);
    await expect(page.locator('html')).toHaveAttribute('data-visitor', 'logged');
  });
});

test.describe('without Google keys (the main e2e server, as in development)', () => {
  test("the pages' CSP allows no Google host, and login keeps the local issuer's stand-in", async ({ page }) => {
    const home = await page.goto('/');
    expect(home!.headers()['content-security-policy']).not.toMatch(/recaptcha|gstatic|accounts\.google\.com/);
    expect(home!.headers()['cross-origin-opener-policy']).toBe('same-origin');
    expect(await (await page.request.get('/_identity-scripts')).json()).toEqual({ recaptcha: null, google: null });
    await page.goto('/connexion/');
    await expect(page.getByRole('button', { name: 'Continuer avec Google', exact: true })).toBeVisible();
    await expect(page.getByText('Ce site est protégé par reCAPTCHA', { exact: false })).toHaveCount(0);
  });
});
