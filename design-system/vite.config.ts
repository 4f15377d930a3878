import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// Library build for publishing (the workspace itself imports `src/` directly). One ES module per source file
// (preserveModules) so an app bundles only the components it imports; every dependency stays external.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// @fontsource packages are dependencies too: the app's bundler copies the font files next to its own assets.
// @gamelle/contract is a published dependency (the rules the server enforces): imported, never copied in.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), importOwnCss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: true,
    lib: {
      // Entries keep their source paths (dist/theme/themes/gamelle.js), next to their declarations.
      // One entry per component (`…/components/Button`), the foundation and shop barrels, each brand theme.
      entry: [
        'src/index.ts',
        'src/foundation.ts',
        'src/shop.ts',
        ...readdirSync('src/components').map((name) => `src/components/${name}/index.ts`),
        ...readdirSync('src/theme/themes')
          .filter((name) => /^[a-z-]+\.ts$/.test(name))
          .map((name) => `src/theme/themes/${name}`),
      ],
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => externals.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
});

/**
 * Library mode extracts each module's CSS to a file but drops the import, so nothing would load it. Put the
 * import back at the top of the module that owns the CSS: importing Button then brings Button's CSS only
 * (this is what `sideEffects` in package.json protects from tree-shaking).
 */
function importOwnCss(): Plugin {
  return {
    name: 'gamelle:import-own-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const imports = css.map((file) => {
          const path = relative(dirname(chunk.fileName), file);
          return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};`;
        });
        // Same line as the first statement, so the source map's line numbers stay right.
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}
