// MSW's service worker at the root of Storybook, taken from the installed msw package: served by the dev server
// (Storybook and the components suite's Vitest browser mode) and emitted into `storybook build`. No committed
// copy to regenerate after an upgrade, and the worker always matches the msw client's integrity check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const fileName = 'mockServiceWorker.js';

export function mswWorker(): Plugin {
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${fileName}`), 'utf8');
  return {
    name: 'gamelle:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: source() });
    },
  };
}
