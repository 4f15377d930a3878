// The built shop as the benches run it: a fresh database with the demo data, the production server on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const storefrontDir = dirname(dirname(fileURLToPath(import.meta.url)));

export interface ProductionServer {
  origin: string;
  port: number;
  /** The server process's id (bench/ssr-cpu.ts reads its CPU time). */
  pid: number;
  stop(): void;
}

/** Sets up a fresh database, starts `serve.ts` in production mode and waits until it answers. */
export async function startProductionServer(
  port = Number(process.env.BENCH_PORT ?? 4000 + Math.floor(Math.random() * 5000)),
  settings: Record<string, string> = {},
  /** A folder with a `serve.ts` and its `dist` (another build kept for a side-by-side run); this storefront's else. */
  serveDir = storefrontDir,
): Promise<ProductionServer> {
  // A server already on the port would answer the health check and be measured in place of this build.
  await assertFree(port);
  const env = {
    ...process.env,
    ...settings,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'gamelle-bench-')),
    NODE_ENV: 'production',
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-not-for-production-0123456789',
  };
  await run('node', [join(storefrontDir, '../server/src/cli/setup.ts')], env);
  const server = spawn('node', [join(serveDir, 'serve.ts')], { env, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/api/health`);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { origin, port, pid: server.pid!, stop: () => server.kill() };
}

function assertFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken (BENCH_PORT picks another)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function run(command: string, args: string[], environment: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: environment, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
