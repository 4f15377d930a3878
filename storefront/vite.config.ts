import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { clientTrims } from './vite.client-trims.ts';
import { apiDevMiddleware } from './vite.api-middleware.ts';

/**
 * This build's id (spec §7 build checks): written into the code (`import.meta.env.VITE_BUILD_ID`) and into
 * `/_build/latest.json`, which a running page reads after a chunk error to know that another build is deployed.
 */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function latestBuildFile(): Plugin {
  return {
    name: 'gamelle-latest-build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const source = JSON.stringify({ buildId, builtAt: new Date().toISOString() });
      this.emitFile({ type: 'asset', fileName: '_build/latest.json', source });
    },
  };
}

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  // The router plugin inside tanstackStart() must come before react().
  plugins: [
    apiDevMiddleware(),
    clientTrims(),
    tanstackStart({
      router: {
        // Each route's loader gets its own chunk as its component does (by default loaders stay in the shared
        // route chunk, so every page's first load carried every route's loader and what it imports).
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    react(),
    vanillaExtractPlugin(),
    chunkModules(),
    latestBuildFile(),
  ],
  build: {
    // A dynamic import's JavaScript dependencies are not listed for preloading (its CSS still is): Vite writes every
    // lazy chunk's dependency list into the chunk that imports it, and the route tree imports every route's chunks,
    // so the lists (268 files) cost every page's shell 4.9 KB gzip (issue 19). A client navigation then fetches a
    // route's chunk and, once it is parsed, the chunks it imports: one more round trip, which the router's preload on
    // intent (hover, touch) usually hides.
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      // Rolldown warns that FieldErrorText's dynamic import of the forms' error catalogue moves nothing, since other
      // modules import it statically. That is the intent: the server's build resolves errors at once (its HTML holds
      // the text), and the browser's gives the catalogue a file of its own (the `field-errors` group below), which
      // its static importers load with them and the fields after the page. Any other such warning still shows.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('forms/resolveFieldError.ts')) return;
        handler(level, log);
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What the browser entry imports statically (every page's first load) in one file, where Rolldown
            // made 24 (a module shared with a lazy chunk got a file of its own): gzip compresses one file better
            // than many small ones, −5.6 KB on every page (issue 19). A second group for the packages alone does
            // not hold: Start's client imports the app's router entry, whose dependencies are the whole shell.
            // The forms' error catalogue (both languages' texts and their resolution) in a file of its own: a field
            // loads it after the page (design-system FieldErrorText.tsx), where Rolldown put it with the form
            // modules every field imports, i.e. in the first load (issue 19, −2.6 KB on product, category, login…).
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                {
                  name: 'field-errors',
                  test: /contract\/src\/shared\/messages|design-system\/src\/forms\/resolveFieldError/,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Native and Node-only packages stay outside the SSR bundle.
    external: ['better-sqlite3', 'pg', 'sharp', '@node-rs/argon2', 'nodemailer'],
  },
});
