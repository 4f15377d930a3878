import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

// User journeys against the built storefront on the real server with a fresh, seeded SQLite database.
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gamelle-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // the config is evaluated again in each worker: keep one folder
// Production mode takes the token-signing key only from the environment: a throwaway one per run.
const authSecret = (process.env.E2E_AUTH_SECRET ??= randomBytes(32).toString('hex'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey runs the operators' command line (a Node start each) and several pages: 30 s ran out on a loaded
  // 2-core machine for journeys that take 12–15 s on a quiet one. Long journeys set their own, longer limit.
  timeout: 90_000,
  // The shared 2-core machine resizes images on first request: give assertions room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'pnpm run build && node ../server/src/cli/setup.ts && node serve.ts',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      NODE_ENV: 'production',
      AUTH_SECRET: authSecret,
      // The shop clock (server/README.md "Clock"): coupons such as CHATON15 are checked against this instant, not
      // today, so the journeys do not expire with them.
      DEMO_MODE: '1',
      CLOCK_NOW: '2026-12-01T09:00:00.000Z',
      // A route under maintenance for e2e/service.spec.ts (storefront/README.md, Maintenance): a campaign's landing
      // page taken down, which exists for that purpose only (content has no such landing: 404 without maintenance),
      // so no other spec's page answers 503.
      MAINTENANCE_ROUTES: '/landing/en-travaux/',
      MAINTENANCE_RETRY_AFTER: '600',
      // Feature guards off in one channel for e2e/accounts.spec.ts (server/README.md, FEATURES_OFF): sponsorships and
      // the kibble guide on the Belgian French site, which no other spec visits with those pages.
      FEATURES_OFF: 'gamelle_be:referral,gamelle_be:kibbleGuide',
      // No job worker in the server: the subscription journey (e2e/subscriptions.spec.ts) moves the shop clock and
      // runs what is due with `pnpm ops jobs run`; a worker scanning on its own would renew between two steps.
      JOB_WORKER: '0',
      // No page cache (src/server-entry/page-cache.ts): specs change stock, orders and the clock between two pages
      // a visitor without cookies loads; e2e/page-cache.spec.ts runs a server of its own with it.
      PAGE_CACHE_TTL_MS: '0',
      // The local test issuer stands in for Google and the bot check (server/README.md).
      LOCAL_TEST_ISSUER: '1',
      // The embedded test gateway (card pages, signed notifications) in this production build, and the origin
      // it sends the customer back to (the tests' own, so the session cookies come along).
      TEST_GATEWAY: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // A tag manager container (e2e/marketing.spec.ts): loaded only after consent; its host is answered by the
      // tests, never reached.
      TAG_MANAGER_ID: 'GTM-GAMELLE1',
      // The specs' customers are created through the Shop API, each with an X-Forwarded-For address of its own, as
      // a shop behind its proxy sees its visitors: believed only with TRUST_PROXY=1. Without it every customer of
      // the suite came from 127.0.0.1 and the 11th registration of the run met the per-address throttle (10/hour).
      TRUST_PROXY: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
