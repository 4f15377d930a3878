import { Hono } from 'hono';
import type { DatabaseHandle } from './db/database.ts';
import { healthRoutes } from './routes/health.ts';

export interface ApiOptions {
  db: DatabaseHandle;
}

/**
 * The shop's HTTP API, without its `/api` prefix: the storefront's Node entry mounts it under `/api`,
 * and `cli/serve.ts` runs it on its own when the API is a separate service.
 */
export function createApi({ db }: ApiOptions): Hono {
  const api = new Hono();
  api.route('/health', healthRoutes(db));
  // Keep last. A catch-all route rather than notFound(): a mounted sub-app's notFound is not consulted by its parent.
  api.all('*', (c) => c.json({ code: 404, message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError((err, c) => {
    console.error(err);
    return c.json({ code: 500, message: 'Une erreur est survenue' }, 500);
  });
  return api;
}
