// Lighthouse (mobile) on the home page, a category and a product page of the built storefront, with the
// first-load JavaScript of each page in KB gzip. Prints figures; it is a benchmark, not a test.
//   pnpm --filter @gamelle/storefront build && node bench/lighthouse.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.BENCH_PORT ?? 4000 + Math.floor(Math.random() * 5000));
const origin = `http://127.0.0.1:${port}`;
const pages = {
  home: '/',
  category: '/chien/croquettes/',
  product: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
};
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-bench-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-not-for-production-0123456789',
};
await run('node', [join(here, '../server/src/cli/setup.ts')], env);
const server = spawn('node', [join(here, 'serve.ts')], { env, stdio: 'ignore' });
try {
  await waitFor(`${origin}/api/health`);
  // Warm the image resizer and the caches so the figures measure the shop, not a cold start.
  for (const path of Object.values(pages)) await fetch(origin + path).then((r) => r.text());
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    console.log('page       performance  accessibility  first-load JS (KB gzip)  as served (KB brotli)');
    for (const [name, path] of Object.entries(pages)) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
      const categories = result?.lhr.categories;
      const js = await firstLoadJsKb(path);
      console.log(
        `${name.padEnd(10)} ${score(categories?.performance?.score).padStart(11)}  ${score(categories?.accessibility?.score).padStart(13)}  ${js.gzip.toFixed(1).padStart(23)}  ${js.brotli.toFixed(1).padStart(21)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}

function score(value: number | null | undefined): string {
  return value === null || value === undefined ? 'n/a' : String(Math.round(value * 100));
}

/**
 * The JavaScript a first visit downloads (the page's module scripts and preloads): gzipped at the default level,
 * the figure the target is set in, and as the server sends it to a browser that accepts Brotli (the build's .br
 * twins, scripts/precompress.ts).
 */
async function firstLoadJsKb(path: string): Promise<{ gzip: number; brotli: number }> {
  const html = await fetch(origin + path).then((r) => r.text());
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    gzip += gzipSync(readFileSync(join(here, 'dist/client', file))).length;
    // fetch decodes the body itself: the bytes on the wire are the Content-Length of the encoded answer.
    const served = await fetch(origin + file, { headers: { 'Accept-Encoding': 'br' } });
    await served.arrayBuffer();
    if (served.headers.get('content-encoding') !== 'br') throw new Error(`${file} was not served as Brotli`);
    brotli += Number(served.headers.get('content-length'));
  }
  return { gzip: gzip / 1024, brotli: brotli / 1024 };
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
