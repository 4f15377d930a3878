import { execFileSync } from 'node:child_process';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkModules } from './scripts/chunk-modules.ts';
import { clientTrims } from './vite.client-trims.ts';
import { apiDevMiddleware } from './vite.api-middleware.ts';

/** The module whose chunk names the build (below); a page reads its own chunk's name from `import.meta.url`. */
const BUILD_CHECK_MODULE = /\/features\/marketing\/build-check\.ts$/;

/**
 * The latest build file (spec §7 build checks), `/_build/latest.json`, which a running page reads after a chunk error
 * to know whether another build is deployed. The build's id is the name of the chunk holding the build check: its
 * content hash covers the names of the chunks it imports, theirs the names of theirs, and every chunk is reached so
 * (checked below), so another client output gives another id, and the same source the same one. The page knows its id without any value written
 * into the code (build-check.ts): a random or clock value in a chunk renamed every file of every build (each imports
 * the shell by its hashed name), so a deploy evicted every cached file even when nothing changed.
 * `builtAt` is the source's date, not the clock's: `SOURCE_DATE_EPOCH` (reproducible-builds.org), else the last
 * commit's date, else the Unix epoch (a source without git).
 */
function latestBuildFile(): Plugin {
  return {
    name: 'gamelle-latest-build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const holder = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.moduleIds.some((id) => BUILD_CHECK_MODULE.test(id)),
      );
      if (!holder) return this.error('no chunk holds features/marketing/build-check.ts: the build has no id');
      // The id covers the whole output only if every chunk is reached from its chunk through imports.
      const reached = new Set<string>();
      const reach = (fileName: string) => {
        const file = bundle[fileName];
        if (reached.has(fileName) || file?.type !== 'chunk') return;
        reached.add(fileName);
        [...file.imports, ...file.dynamicImports].forEach(reach);
      };
      reach(holder.fileName);
      const unreached = Object.values(bundle).filter((file) => file.type === 'chunk' && !reached.has(file.fileName));
      if (unreached.length > 0) {
        const names = unreached.map((file) => file.fileName).join(', ');
        return this.error(
          `the build id's chunk ${holder.fileName} does not import ${names}: its name would not change with theirs`,
        );
      }
      const buildId = holder.fileName.slice(holder.fileName.lastIndexOf('/') + 1);
      const source = JSON.stringify({ buildId, builtAt: sourceDate() });
      this.emitFile({ type: 'asset', fileName: '_build/latest.json', source });
    },
  };
}

function sourceDate(): string {
  let seconds = process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) : Number.NaN;
  if (!Number.isInteger(seconds)) {
    try {
      const git = ['log', '-1', '--format=%ct'];
      seconds = Number(execFileSync('git', git, { cwd: import.meta.dirname, encoding: 'utf8', stdio: 'pipe' }));
    } catch {
      seconds = 0;
    }
  }
  return new Date((Number.isInteger(seconds) ? seconds : 0) * 1000).toISOString();
}

export default defineConfig({
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
