// SSR throughput of the shop's pages against the same server's static-file throughput, in one run (issue 19:
// a product page should render at ≥ 50 % of the rate the server sends a built asset). Closed loop: CONNECTIONS
// keep-alive connections each send their next request as soon as the previous answer ends, for ROUND_MS; the
// static asset and each page take turns for ROUNDS rounds, so a busy machine slows both sides alike and the ratio
// stays meaningful when the absolute figures do not. Prints requests/s (median of the rounds) and p50/p99 latency
// per target, and each page's ratio to the static asset. A benchmark, not a test.
//   pnpm --filter @gamelle/storefront build && node bench/ssr-throughput.ts
// BUILD=<dir> runs another build (a folder with `serve.ts` and its `dist`, see ssr-cpu.ts's COMPARE).
import { readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProductionServer, storefrontDir } from './production-server.ts';

const connections = Number(process.env.CONNECTIONS ?? 8);
const rounds = Number(process.env.ROUNDS ?? 5);
const roundMs = Number(process.env.ROUND_MS ?? 3000);

// The largest built script: what a first visit downloads, served precompressed as to a browser.
const build = process.env.BUILD ?? storefrontDir;
const assets = join(build, 'dist/client/assets');
const script = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0];
if (!script) throw new Error(`no built script in ${assets}: build the storefront first`);
const targets: Record<string, string> = {
  static: `/assets/${script}`,
  product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
  category: '/chien/croquettes/',
  home: '/',
};

const server = await startProductionServer(undefined, {}, build);
const port = server.port;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
try {
  // Warm-up: JIT, caches and image renders are the steady state the figures are about.
  for (const path of Object.values(targets)) await closedLoop(path, 1500);

  const samples = new Map<string, { rates: number[]; latencies: number[]; failed: number }>();
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(targets)) {
      const result = await closedLoop(path, roundMs);
      const sample = samples.get(name) ?? { rates: [], latencies: [], failed: 0 };
      sample.rates.push(result.rate);
      sample.latencies.push(...result.latencies);
      sample.failed += result.failed;
      samples.set(name, sample);
    }
  }

  console.log(
    `${new Date().toISOString()}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${connections} connections, ${rounds} rounds of ${roundMs} ms per target`,
  );
  console.log('target     req/s med (min-max)   p50 ms   p99 ms   failed   vs static');
  const staticRate = median(samples.get('static')!.rates);
  for (const [name, sample] of samples) {
    const sorted = sample.latencies.sort((a, b) => a - b);
    const rate = median(sample.rates);
    console.log(
      [
        name.padEnd(10),
        `${rate.toFixed(0)} (${Math.min(...sample.rates).toFixed(0)}-${Math.max(...sample.rates).toFixed(0)})`.padEnd(
          21,
        ),
        quantile(sorted, 0.5).toFixed(1).padStart(6),
        quantile(sorted, 0.99).toFixed(1).padStart(8),
        String(sample.failed).padStart(8),
        name === 'static' ? '' : `${((100 * rate) / staticRate).toFixed(0)} %`.padStart(11),
      ].join(' '),
    );
  }
} finally {
  agent.destroy();
  server.stop();
}

/** CONNECTIONS loops, each sending the next request when its previous answer has been read, for `ms`. */
async function closedLoop(path: string, ms: number): Promise<{ rate: number; latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const end = start + ms;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const status = await get(path);
        latencies.push(performance.now() - sent);
        if (status < 200 || status >= 300) failed++;
      }
    }),
  );
  return { rate: (latencies.length * 1000) / (performance.now() - start), latencies, failed };
}

function get(path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
