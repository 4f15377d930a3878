// What the API benches share: the server started as `pnpm start` runs it (production mode, the same V8 flags) on a
// fresh embedded SQLite database in a temporary folder, the local test issuer's bot-check tokens, and the figures'
// columns. Each bench says what it measures; this module only starts, answers and formats.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { percentile } from './open-loop.ts';

/** Node flags of the `start` script: V8's parallel GC helpers stall on two busy cores (see the README). */
export const serverFlags = ['--single-threaded-gc'];

export interface BenchServer {
  /** `http://127.0.0.1:<port>`: the API answers under `/api`. */
  origin: string;
  /** Stops the server and removes its database folder. */
  stop(): void;
}

export interface BenchServerOptions {
  /** The temporary folder's prefix (`gamelle-<name>-`). */
  name: string;
  /** The server package to run; this checkout's by default (another one measures another version). */
  serverDir?: string;
  /** More environment for the server (e.g. TRUST_PROXY). */
  env?: Record<string, string>;
  /** Runs the server under `taskset -c 1` (the caller puts itself on CPU 0). */
  pinToCpu1?: boolean;
}

/**
 * Sets up a fresh database, starts the production server and waits until `/api/health` answers. The port is
 * BENCH_PORT when set, else a free one. Registrations and logins need a bot-check token: the local test issuer mints
 * them (`botToken`), as in the browser tests.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const serverDir = options.serverDir ?? resolve(import.meta.dirname, '..');
  const dataDir = mkdtempSync(join(tmpdir(), `gamelle-${options.name}-`));
  let child: ChildProcess | undefined;
  const stop = () => {
    child?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
    const env = {
      ...process.env,
      // Measured as it runs in production: answers are not re-checked against the contract there.
      NODE_ENV: 'production',
      LOCAL_TEST_ISSUER: '1',
      AUTH_SECRET: randomBytes(48).toString('base64url'),
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...options.env,
    };
    const setup = spawnSync(process.execPath, ['src/cli/setup.ts'], { cwd: serverDir, env, encoding: 'utf8' });
    if (setup.status !== 0) throw new Error(`setup failed: ${setup.stderr}`);
    const serverArgs = [...serverFlags, 'src/cli/serve.ts'];
    const [command, args] = options.pinToCpu1
      ? ['taskset', ['-c', '1', process.execPath, ...serverArgs]]
      : [process.execPath, serverArgs];
    child = spawn(command, args, { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/api/health`);
    return { origin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A bot-check token from the local test issuer (the server runs with LOCAL_TEST_ISSUER=1). */
export async function botToken(origin: string, action: 'login' | 'register'): Promise<string> {
  const answer = await fetch(`${origin}/api/v2/dev/local-issuer/bot-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  if (!answer.ok) throw new Error(`bot token: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** p50, p99 and max of `latencies` in milliseconds (sorted or not): three columns of 9 characters, one decimal. */
export function tail(latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return [50, 99, 100].map((p) => percentile(sorted, p).toFixed(1).padStart(9)).join('');
}

function freePort(): Promise<number> {
  return new Promise((ok, ko) => {
    const server = createServer();
    server.once('error', ko);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : ko(new Error('no port'))));
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
