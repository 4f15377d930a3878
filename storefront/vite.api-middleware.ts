import type { Plugin } from 'vite';

/**
 * In `vite dev`, answers /api/* with the server's Hono app in the same process, as serve.ts does in
 * production, so development needs one command and one port.
 */
export function apiDevMiddleware(): Plugin {
  return {
    name: 'gamelle-api-dev',
    apply: 'serve',
    async configureServer(server) {
      const { getRequestListener } = await import('@hono/node-server');
      const { Hono } = await import('hono');
      const { createApi, openDatabase } = await import('@gamelle/server');
      const app = new Hono().route('/api', createApi({ db: openDatabase() }));
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/') || req.url === '/api') void listener(req, res);
        else next();
      });
    },
  };
}
