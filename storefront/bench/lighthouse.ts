// Lighthouse (mobile, simulated throttling) on each page type of the built storefront, RUNS times each (5 by
// default): median, min and max of the performance score and LCP, TBT (median, max), the worst CLS, Speed Index,
// the LCP element, the bytes finished before LCP (and how many of them are scripts), and the first-load
// JavaScript of the page in KB gzip (the build's manifest, scripts/first-load.ts, the figure the budget test
// checks) and as served in Brotli. Prints figures with the machine's load average; it is a benchmark, not a test.
//   pnpm --filter @gamelle/storefront build && node bench/lighthouse.ts
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { servedScripts } from '../scripts/first-load.ts';
import { startProductionServer, storefrontDir } from './production-server.ts';

const pages = {
  home: '/',
  category: '/chien/croquettes/',
  product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
  cart: '/panier/',
  login: '/connexion/',
};
const runs = Number(process.env.RUNS ?? 5);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const server = await startProductionServer();
const origin = server.origin;
try {
  // Warm the image resizer and the caches so the figures measure the shop, not a cold start.
  for (const path of Object.values(pages)) await fetch(origin + path).then((r) => r.text());
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    console.log(
      `${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${runs} runs`,
    );
    console.log(
      'page      perf med (min-max)  LCP s med (min-max)  TBT ms med (max)  CLS max  SI s med  bytes before LCP KB (scripts)  first-load JS KB gzip / br  LCP element',
    );
    for (const [name, path] of Object.entries(pages)) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
        });
        if (result) samples.push(sampleOf(result.lhr));
      }
      const js = await firstLoadJsKb(path);
      const perf = spread(samples.map((s) => s.performance));
      const lcp = spread(
        samples.map((s) => s.lcpMs / 1000),
        2,
      );
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
      const tbt = `${median(samples.map((s) => s.tbtMs)).toFixed(0)} (${Math.max(...samples.map((s) => s.tbtMs)).toFixed(0)})`;
      const cls = Math.max(...samples.map((s) => s.cls)).toFixed(3);
      const si = (median(samples.map((s) => s.speedIndexMs)) / 1000).toFixed(2);
      const before = samples.map((s) => s.bytesBeforeLcp).sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
      const scripts = samples.map((s) => s.scriptsBeforeLcp).sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
      console.log(
        `${name.padEnd(9)} ${perf.padStart(18)}  ${lcp.padStart(19)}  ${tbt.padStart(16)}  ${cls.padStart(7)}  ${si.padStart(8)}  ${`${(before / 1024).toFixed(1)} (${scripts})`.padStart(29)}  ${`${js.gzip.toFixed(1)} / ${js.brotli.toFixed(1)}`.padStart(26)}  ${samples[0]?.lcpElement ?? 'n/a'}`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await chrome.kill();
  }
} finally {
  server.stop();
}

interface Sample {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  lcpElement: string;
  bytesBeforeLcp: number;
  scriptsBeforeLcp: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * One run's figures. LCP is Lighthouse's (simulated); the bytes before LCP are the transfer sizes of the requests
 * that finished before the LCP the trace observed (the same clock as the network records).
 */
function sampleOf(lhr: Lhr): Sample {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const observedLcp = metrics.observedLargestContentfulPaint ?? Infinity;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  let bytes = 0;
  let scripts = 0;
  for (const request of requests) {
    // Both in ms: the request's end from the first request (the document's), the LCP from the navigation's start.
    if (Number(request.networkEndTime ?? Infinity) > observedLcp) continue;
    bytes += Number(request.transferSize ?? 0);
    if (request.resourceType === 'Script') scripts++;
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    speedIndexMs: lhr.audits['speed-index']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(lhr),
    bytesBeforeLcp: bytes,
    scriptsBeforeLcp: scripts,
  };
}

function lcpElementOf(lhr: Lhr): string {
  // Lighthouse 13 reports the element in its LCP insights; older versions in largest-contentful-paint-element.
  for (const id of ['lcp-breakdown-insight', 'lcp-discovery-insight', 'largest-contentful-paint-element']) {
    const found = JSON.stringify(lhr.audits[id]?.details ?? {}).match(/"selector":"((?:[^"\\]|\\.)*)"/);
    if (found) return JSON.parse(`"${found[1]}"`) as string;
  }
  return 'n/a';
}

/** `median (min-max)` */
function spread(values: number[], digits = 0): string {
  if (values.length === 0) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `${median.toFixed(digits)} (${sorted[0]!.toFixed(digits)}-${sorted.at(-1)!.toFixed(digits)})`;
}

/**
 * The JavaScript a first visit downloads (the page's module scripts and preloads): gzipped at the default level,
 * the figure the target is set in, and as the server sends it to a browser that accepts Brotli (the build's .br
 * twins, scripts/precompress.ts).
 */
async function firstLoadJsKb(path: string): Promise<{ gzip: number; brotli: number }> {
  const html = await fetch(origin + path).then((r) => r.text());
  const files = [...servedScripts(html).files].map((file) => `/${file}`);
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    gzip += gzipSync(readFileSync(join(storefrontDir, 'dist/client', file))).length;
    // fetch decodes the body itself: the bytes on the wire are the Content-Length of the encoded answer.
    const served = await fetch(origin + file, { headers: { 'Accept-Encoding': 'br' } });
    await served.arrayBuffer();
    if (served.headers.get('content-encoding') !== 'br') throw new Error(`${file} was not served as Brotli`);
    brotli += Number(served.headers.get('content-length'));
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024 };
}
