import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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
  timeout: 30_000,
  // The shared 2-core machine resizes images on first request: give assertions room.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
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
      // A route under maintenance for e2e/service.spec.ts (storefront/README.md, Maintenance).
      MAINTENANCE_ROUTES: '/webView/demo/',
      MAINTENANCE_RETRY_AFTER: '600',
      // The local test issuer stands in for Google and the bot check (server/README.md).
      LOCAL_TEST_ISSUER: '1',
      // The embedded test gateway (card pages, signed notifications) in this production build, and the origin
      // it sends the customer back to (the tests' own, so the session cookies come along).
      TEST_GATEWAY: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
