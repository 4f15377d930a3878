import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `dist/chunk-modules.json` at build: for each browser chunk, its modules and their gzip size alone. The
 * byte-budget test (e2e/budget.spec.ts) names the biggest modules of a page that outgrew its budget. Outside
 * dist/client, so it is not served.
 */
export function chunkModules(): Plugin {
  return {
    name: 'gamelle:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.code) modules[shortName(id)] = gzipSync(module.code).length;
        }
        chunks[file] = modules;
      }
      const dist = join(import.meta.dirname, '..', 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'chunk-modules.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

function shortName(id: string): string {
  return id
    .replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^.*?\/(storefront|contract|design-system)\//, '$1/');
}
