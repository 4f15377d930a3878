import type { Plugin } from 'vite';

/**
 * Trims of TanStack Start's browser code that this shop does not run (issue 19, first-load JS). Each replaces one
 * module of a package in the client build only; the server build keeps the original.
 *
 * - Server functions: the shop calls its API over HTTP (`features/shared/api`) and has no `createServerFn` (the lint
 *   forbids it). Start's client still registers a serialization adapter that turns a server function found in the
 *   SSR payload into an RPC caller, and that caller pulls in the RPC fetcher, its frame decoder and the seroval
 *   (de)serializer with its stream plugins: 11.9 KB gzip on every page. The replacement keeps the adapter's key, so
 *   the hydration's table of adapters is the same, and fails loudly if a server function ever reaches the browser.
 * - `use-sync-external-store/shim/with-selector` (TanStack Store's React hook): the shim re-implements
 *   `useSyncExternalStore` for React < 18; this React has it, so the hook takes the package's variant built on
 *   React's own (0.2 KB gzip on every page).
 */
export function clientTrims(): Plugin {
  const replacements: { file: RegExp; code: string }[] = [
    {
      file: /\/@tanstack\/start-client-core\/dist\/esm\/client\/ServerFunctionSerializationAdapter\.js$/,
      code: `import { createSerializationAdapter } from '@tanstack/router-core';
export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: () => false,
  toSerializable: () => { throw new Error('No server functions in the storefront (vite.client-trims.ts).'); },
  fromSerializable: () => { throw new Error('No server functions in the storefront (vite.client-trims.ts).'); },
});
`,
    },
  ];
  return {
    name: 'gamelle:client-trims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (this.environment.name !== 'client' || source !== 'use-sync-external-store/shim/with-selector') return null;
      return this.resolve('use-sync-external-store/with-selector', importer, { ...options, skipSelf: true });
    },
    load(id) {
      if (this.environment.name !== 'client') return null;
      const path = id.split('?')[0]!;
      return replacements.find(({ file }) => file.test(path))?.code ?? null;
    },
  };
}
