// What a component costs an app that already ships React: bundle a React-only page and the same page with the
// component imported from the package's barrel (production mode, minified, CSS extracted), gzip every output
// file, print the difference. Budget: Button ≤ 3 KB gzip. `--all` also measures every shop component.
// Run: pnpm --filter @gamelle/design-system bench [-- --all]
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';

const budgetBytes = 3 * 1024;
const root = fileURLToPath(new URL('..', import.meta.url));
// Through the package's barrel, as an app writes it: what tree-shaking leaves is what the component costs.
const barrel = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/** The component the budget is checked on, then every shop component (`--all`), each rendered with props. */
const budgeted = { name: 'Button', element: "createElement(ds.Button, { onClick: () => {} }, 'Ajouter au panier')" };
const shop: { name: string; element: string }[] = [
  { name: 'Price', element: 'createElement(ds.Price, { cents: 2490 })' },
  { name: 'Rating', element: 'createElement(ds.Rating, { score: 4.7, count: 12 })' },
  { name: 'StockState', element: "createElement(ds.StockState, { state: 'in_stock' })" },
  { name: 'Counter', element: "createElement(ds.Counter, { productName: 'Croquettes' })" },
  { name: 'Accordion', element: 'createElement(ds.Accordion, { type: "single" })' },
  { name: 'Carousel', element: "createElement(ds.Carousel, { label: 'Une' }, 'a', 'b')" },
  { name: 'ShopHoursTag', element: 'createElement(ds.ShopHoursTag, { hours: [] })' },
  { name: 'ProductCard', element: 'createElement(ds.ProductCard, {})' },
  { name: 'PromoCodeField', element: 'createElement(ds.PromoCodeField, { onApply: () => {} })' },
  { name: 'AddressForm', element: 'createElement(ds.AddressForm, { onSubmit: () => {} })' },
  { name: 'PetForm', element: 'createElement(ds.PetForm, { onSubmit: () => {} })' },
  { name: 'ChangeFrequencyDialog', element: 'createElement(ds.ChangeFrequencyDialog, { onConfirm: () => {} })' },
  { name: 'PetPhotoDialog', element: 'createElement(ds.PetPhotoDialog, { onSave: () => {}, onDelete: () => {} })' },
];

const page = (element?: string) => `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
${element ? `import * as ds from ${JSON.stringify(barrel)};` : ''}
createRoot(document.getElementById('root')).render(createElement('main', null, ${element ?? "'Gamelle'"}));
`;

const base = await measure(page());
console.log(`React only: ${kb(base.total)} gzip (js ${kb(base.js)}, css ${kb(base.css)})\n`);
console.log('Component               added gzip   (js / css)');
const rows = [budgeted, ...(process.argv.includes('--all') ? shop : [])];
let heaviest = { name: '', added: 0 };
let budgetAdded = 0;
for (const row of rows) {
  const size = await measure(page(row.element));
  const added = size.total - base.total;
  if (row === budgeted) budgetAdded = added;
  else if (added > heaviest.added) heaviest = { name: row.name, added };
  console.log(
    `${row.name.padEnd(22)}  ${kb(added).padStart(9)}   (${kb(size.js - base.js)} / ${kb(size.css - base.css)})`,
  );
}
if (heaviest.name) console.log(`\nHeaviest shop component: ${heaviest.name}, ${kb(heaviest.added)} gzip`);
console.log(
  `Budget (${budgeted.name}): ${kb(budgetAdded)} of ${kb(budgetBytes)} → ${budgetAdded <= budgetBytes ? 'OK' : 'OVER BUDGET'}`,
);
process.exitCode = budgetAdded <= budgetBytes ? 0 : 1;

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
