// `node server/bench/image-stall.ts`: what anonymous image renders cost the shop's logged-in customers (issue 21).
// Starts the API in production mode on a fresh SQLite file, logs the demo customer in, then times a logged-in call
// (GET own profile: a token check) and a login (a password hash) every 50 ms, first idle, then while 4 clients ask
// for a 2000 px AVIF of 4 different drawings at once, again and again. Prints p50/p99/max of each phase.
// SERVER_DIR=/other/checkout/server measures another version of the server (the "before" figure).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { products } from '@gamelle/content';
import { percentile } from './open-loop.ts';

const serverDir = resolve(process.env.SERVER_DIR ?? resolve(import.meta.dirname, '..'));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-image-stall-'));
let child: ChildProcess | undefined;

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
  };
  const setup = spawnSync(process.execPath, ['src/cli/setup.ts'], { cwd: serverDir, env, encoding: 'utf8' });
  if (setup.status !== 0) throw new Error(`setup failed: ${setup.stderr}`);
  child = spawn(process.execPath, ['--single-threaded-gc', 'src/cli/serve.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitFor(`${base}/health`);
  const credentials = { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026' };
  // The bot-check token is minted before the clock starts: only the login itself is timed.
  const botToken = () =>
    fetch(`${base}/v2/dev/local-issuer/bot-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'login' }),
    }).then((answer) => answer.json() as Promise<{ token: string }>);
  const login = (bot: { token: string }) =>
    fetch(`${base}/v2/shop/authentication-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, botToken: bot.token }),
    });
  const session = (await (await login(await botToken())).json()) as { token: string; customer: string };
  const profile = `${base}/v2/shop/customers/${session.customer.split('/').pop()}`;
  const files = [...new Set(products.flatMap((p) => p.images.map((i) => i.file)))].slice(0, 40);

  console.log(
    `Logged-in call latency while anonymous clients render images (production mode, Node ${process.version}, ${seconds} s per phase)\n`,
  );
  console.log('phase                       call            n     p50 ms   p99 ms   max ms   renders done');
  for (const renders of [0, 4]) {
    let stop = false;
    let done = 0;
    let next = 0;
    const renderers = Array.from({ length: renders }, async () => {
      while (!stop) {
        // A new drawing each time: nothing is served from a cache, every request is a full render.
        const res = await fetch(
          `${base}/images/${files[next++ % files.length]}?w=2000&format=avif&quality=90&r=${next}`,
        );
        await res.arrayBuffer();
        if (res.ok) done++;
      }
    });
    const timings = { profile: [] as number[], login: [] as number[] };
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      let start = performance.now();
      const res = await fetch(profile, { headers: { authorization: `Bearer ${session.token}` } });
      await res.arrayBuffer();
      timings.profile.push(performance.now() - start);
      if (timings.profile.length % 5 === 0) {
        const bot = await botToken();
        start = performance.now();
        await (await login(bot)).arrayBuffer();
        timings.login.push(performance.now() - start);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    stop = true;
    await Promise.all(renderers);
    for (const [name, values] of Object.entries(timings)) {
      if (!values.length) continue;
      values.sort((a, b) => a - b);
      console.log(
        `${(renders ? `${renders} AVIF renders running` : 'idle').padEnd(28)}${name.padEnd(14)}${String(values.length).padStart(4)}` +
          `${fmt(percentile(values, 50))}${fmt(percentile(values, 99))}${fmt(values[values.length - 1]!)}${String(done).padStart(15)}`,
      );
    }
  }
} finally {
  child?.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

function fmt(ms: number): string {
  return ms.toFixed(1).padStart(9);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}
