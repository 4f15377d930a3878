// The shop in one Node process: the API under /api, built assets, and TanStack Start's SSR for the rest.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { securityHeaders } from '@gamelle/contract/shared/security-headers';
import { createApi, openDatabase, startJobsWithServer } from '@gamelle/server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

const here = dirname(fileURLToPath(import.meta.url));
const serverEntry = join(here, 'dist/server/server.js');
if (!existsSync(serverEntry)) {
  console.error('The storefront is not built yet: run `pnpm --filter @gamelle/storefront build` (npm start does).');
  process.exit(1);
}
const ssr = (await import(pathToFileURL(serverEntry).href)).default as {
  fetch(
    req: Request,
    options: { context: { apiFetch: (req: Request) => Response | Promise<Response> } },
  ): Promise<Response>;
};

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const db = openDatabase();

const app = new Hono();
// Text (HTML, JSON, JS, CSS, SVG) travels compressed: a mobile first load is mostly bytes on the wire. Built
// assets have Brotli and gzip twins made at build time (scripts/precompress.ts); the rest is gzipped here.
app.use('*', compress());
// Security headers on everything (built files too); pages (server.ts, with their nonce) and the API set their own.
const production = process.env.NODE_ENV === 'production';
app.use('*', async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders({ production, path: c.req.path })))
    if (!c.res.headers.has(name)) c.header(name, value);
});
app.route('/api', createApi({ db }));
app.use(
  '/assets/*',
  serveStatic({
    root: relative(process.cwd(), join(here, 'dist/client')),
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
// The latest build file is asked with a timestamp after a chunk error: never from a cache.
app.use(
  '/_build/*',
  serveStatic({
    root: relative(process.cwd(), join(here, 'dist/client')),
    onFound: (_path, c) => c.header('Cache-Control', 'no-store'),
  }),
);
app.use('*', serveStatic({ root: relative(process.cwd(), join(here, 'dist/client')) }));
// The server render calls the API in-process through the same Hono app: no socket, no second port.
const apiFetch = (request: Request) => app.fetch(request);
app.all('*', (c) => ssr.fetch(c.req.raw, { context: { apiFetch } }));

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Gamelle is up at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}/`);
});

// Renewals, reminders and their e-mails (server/README.md, Jobs); JOB_WORKER=0 leaves them to a separate worker.
const worker = await startJobsWithServer(db);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void (worker?.stop() ?? Promise.resolve()).then(() => db.close()).then(() => process.exit(0));
  });
}
