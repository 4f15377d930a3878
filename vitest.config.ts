import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

// One Vitest workspace: `--project unit` runs pure logic in Node; the `storybook` project (design system)
// runs every story as a test in Chromium. The API suite has its own config in server/ (it starts a server).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{contract,content,mocks,design-system,server,storefront,visual-tests}/{src,test}/**/*.test.{ts,tsx}',
            'scripts/*.test.mjs',
            'contract/scripts/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'server/test/api/**', '**/*.browser.test.{ts,tsx}'],
        },
      },
      // Every story is a test (play function + axe as errors). The design system's stories run once per brand theme;
      // the shop's screens (storefront/src/features/**) are Gamelle's and run in its theme only: in another brand
      // they would replay the same behaviour over the same components, whose contrast that brand's run already checks.
      storybookProject('storybook', 'gamelle'),
      storybookProject('storybook:croquetterie', 'croquetterie', { screens: false }),
      storybookProject('storybook:mistigri', 'mistigri', { screens: false }),
    ],
  },
});

function storybookProject(name: string, theme: string, { screens = true } = {}): TestProjectInlineConfiguration {
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
    ],
    define: { 'import.meta.env.STORYBOOK_THEME': JSON.stringify(theme) },
    // vanilla-extract compiles `.css.ts` files into imports of these runtime helpers, which Vite's dependency
    // scan cannot see; optimised late, they reload the page mid-run and fail the first run on a clean clone.
    // They are plain ESM, so serve them as they are.
    optimizeDeps: {
      exclude: ['@vanilla-extract/sprinkles/createRuntimeSprinkles', '@vanilla-extract/recipes/createRuntimeFn'],
    },
    test: {
      name,
      ...(screens ? {} : { exclude: ['**/node_modules/**', 'storefront/**'] }),
      // A fresh object per project: Vitest mutates a shared browser config and mislabels the projects.
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: [...CHROMIUM_FLAGS],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
