// `pnpm --filter @gamelle/server bench:reset-timing`: does the reset-password request answer in the same time for
// an e-mail with an account and one without (issue 21: no account enumeration by timing)? The server writes the
// e-mail after answering, so both should cost the same. Prints p50/p95/mean per kind and their difference; asserts
// nothing (times depend on the machine). Runs the production server on a fresh embedded database, behind
// TRUST_PROXY so each request can come from its own address and no throttle answers in place of the call.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './open-loop.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const serverDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-reset-'));
let child: ChildProcess | undefined;
let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

try {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // Registrations and logins need a bot-check token: the local test issuer mints them, as in the browser tests.
    LOCAL_TEST_ISSUER: '1',
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    JOB_WORKER: '0',
  };
  const setup = spawnSync(process.execPath, ['src/cli/setup.ts'], { cwd: serverDir, env, encoding: 'utf8' });
  if (setup.status !== 0) throw new Error(`setup failed: ${setup.stderr}`);
  child = spawn(process.execPath, ['--single-threaded-gc', 'src/cli/serve.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api/v2/shop`;
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(body),
    });

  // Known accounts: one per round (the reset throttle allows 3 requests per e-mail an hour).
  const known: string[] = [];
  for (let i = 0; i < rounds; i++) {
    const email = `reset-${i}-${randomBytes(4).toString('hex')}@example.fr`;
    const bot = await fetch(`http://127.0.0.1:${port}/api/v2/dev/local-issuer/bot-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'register' }),
    }).then((answer) => answer.json() as Promise<{ token: string }>);
    const res = await post('/customers', {
      email,
      password: 'croquettes-42',
      firstName: 'Léa',
      lastName: 'Dubois',
      botToken: bot.token,
    });
    if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
    known.push(email);
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  const time = async (email: string) => {
    const started = performance.now();
    const res = await post('/reset-password-requests', { email });
    await res.arrayBuffer();
    if (res.status !== 202) throw new Error(`reset request answered ${res.status}`);
    return performance.now() - started;
  };
  // Interleaved, so a slow patch of the machine weighs on both kinds alike.
  for (let i = 0; i < rounds; i++) {
    times.known.push(await time(known[i]!));
    times.unknown.push(await time(`nobody-${i}-${randomBytes(4).toString('hex')}@example.fr`));
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean };
  };
  const k = summary(times.known);
  const u = summary(times.unknown);
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  console.log(`reset-password request, ${rounds} of each kind, interleaved`);
  console.log(`  account exists:   p50 ${ms(k.p50)}  p95 ${ms(k.p95)}  mean ${ms(k.mean)}`);
  console.log(`  no such account:  p50 ${ms(u.p50)}  p95 ${ms(u.p95)}  mean ${ms(u.mean)}`);
  console.log(`  difference:       p50 ${ms(k.p50 - u.p50)}  mean ${ms(k.mean - u.mean)}`);
} finally {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const srv = createServer();
    srv.once('error', ko);
    srv.listen(0, '127.0.0.1', () => {
      const at = srv.address();
      srv.close(() => ok(typeof at === 'object' && at ? at.port : 0));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API did not come up at ${url}`);
}
