import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dataDir: string;
    databaseUrl: string | undefined;
  }
}

const serverDir = resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let dataDir: string | undefined;
let pgDatabase: { admin: string; name: string } | undefined;

/** What "now" is for the API under test (every seeded coupon's window holds it but ETE2025's; the mocks' clock is the same day). */
export const testClockNow = '2026-12-01T09:00:00.000Z';

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'gamelle-api-'));
  const databaseUrl = process.env.TEST_DATABASE_URL ? await createPgDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    PORT: String(port),
    HOST: '127.0.0.1',
    // The test gateway notifies the shop at its public origin.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl ?? '',
    // Tests play several clients: each login test names its own address in X-Forwarded-For.
    TRUST_PROXY: '1',
    // The shop clock of every date rule (coupons now): a fixed instant, so no test depends on today's date.
    CLOCK_NOW: testClockNow,
    // Jobs (renewals, reminders) are run by the subscription tests' own workers, at the clock they choose.
    JOB_WORKER: '0',
    // One feature guard off in one channel (features.test.ts): the flags call serves the operator's setting.
    FEATURES_OFF: 'gamelle_nl:referral',
  };
  const migrated = spawnSync(process.execPath, ['src/cli/setup.ts'], { cwd: serverDir, env, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`db:setup failed:\n${migrated.stdout}\n${migrated.stderr}`);

  child = spawn(process.execPath, ['src/cli/serve.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[api] ${d}`));
  const apiUrl = `http://127.0.0.1:${port}/api`;
  await waitFor(`${apiUrl}/health`);
  project.provide('apiUrl', apiUrl);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', databaseUrl);
}

export async function teardown() {
  child?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (pgDatabase) {
    const client = new pg.Client({ connectionString: pgDatabase.admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${pgDatabase.name}" WITH (FORCE)`);
    await client.end();
  }
}

async function createPgDatabase(adminUrl: string): Promise<string> {
  const name = `gamelle_test_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  pgDatabase = { admin: adminUrl, name };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API did not come up at ${url}: ${String(last)}`);
}
