// What importing Button costs an app that already ships React: bundle a React-only page and the same page
// with a Button (production mode, minified, CSS extracted), gzip every output file, print the difference.
// Budget: 3 KB gzip. Run: pnpm --filter @gamelle/design-system bench
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';

const budgetBytes = 3 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
const button = fileURLToPath(new URL('../src/components/Button/index.ts', import.meta.url));

const reactOnly = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('main', null, 'Gamelle'));
`;
const reactAndButton = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from ${JSON.stringify(button)};
createRoot(document.getElementById('root')).render(
  createElement('main', null, createElement(Button, { onClick: () => {} }, 'Ajouter au panier')),
);
`;

const base = await measure(reactOnly);
const withButton = await measure(reactAndButton);
const added = withButton.total - base.total;

console.log(`React only:          ${kb(base.total)} gzip (js ${kb(base.js)}, css ${kb(base.css)})`);
console.log(`React + Button:      ${kb(withButton.total)} gzip (js ${kb(withButton.js)}, css ${kb(withButton.css)})`);
console.log(
  `Button adds:         ${kb(added)} gzip (js ${kb(withButton.js - base.js)}, css ${kb(withButton.css - base.css)})`,
);
console.log(`Budget:              ${kb(budgetBytes)} → ${added <= budgetBytes ? 'OK' : 'OVER BUDGET'}`);
process.exitCode = added <= budgetBytes ? 0 : 1;

async function measure(entryCode: string) {
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    mode: 'production',
    plugins: [virtualEntry(entryCode), react(), vanillaExtractPlugin()],
    build: { write: false, minify: true, cssCodeSplit: false, rollupOptions: { input: 'virtual:bench-entry' } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const files = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const content = file.type === 'chunk' ? file.code : file.source;
    const size = gzipSync(content, { level: 9 }).length;
    if (file.fileName.endsWith('.js')) js += size;
    else if (file.fileName.endsWith('.css')) css += size;
  }
  return { js, css, total: js + css };
}

function virtualEntry(code: string): Plugin {
  const id = 'virtual:bench-entry';
  return {
    name: 'bench-entry',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) => (loaded === `\0${id}` ? code : null),
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}
