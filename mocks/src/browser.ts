// Browser entry (Storybook, a dev page): a service worker over the default handlers. Needs
// msw's mockServiceWorker.js served at the site's root (Storybook: .storybook/storefront/msw-worker.ts).
import { setupWorker } from 'msw/browser';
import { handlers } from './index.ts';

export * from './index.ts';

export const worker = setupWorker(...handlers);

/** Starts the worker; unknown calls are let through (images, fonts, Vite's modules) rather than warned about. */
export function startMockWorker(options: { quiet?: boolean; serviceWorkerUrl?: string } = {}) {
  return worker.start({
    onUnhandledFrame: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
}
