import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { mswWorker } from './storefront/msw-worker.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } } },
  // The storefront's screens have their stories next to their feature (storefront/README.md, "Screens in Storybook").
  // Docs/*: one usage page per component family and the Foundations page (design-system/src/docs).
  stories: [
    '../design-system/src/docs/*.mdx',
    '../design-system/src/**/*.stories.@(ts|tsx)',
    '../storefront/src/features/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Screens fetch through MSW (`@gamelle/mocks`): its service worker served from msw itself, and TanStack Start's
  // server-or-browser functions resolved to their browser side, as Start's compiler does in the shop's build.
  viteFinal: (config) =>
    mergeConfig(config, {
      plugins: [mswWorker()],
      resolve: {
        alias: [
          { find: /^@tanstack\/react-start$/, replacement: storefrontShim('start-browser.ts') },
          { find: /^@tanstack\/react-start\/server$/, replacement: storefrontShim('start-server.ts') },
        ],
      },
    }),
  core: { disableTelemetry: true },
};

function storefrontShim(file: string): string {
  return fileURLToPath(new URL(`./storefront/${file}`, import.meta.url));
}

export default config;
