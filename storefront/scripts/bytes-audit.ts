// The first-load graph of a page, module by module (issue 19): after `pnpm run build`, prints every route's figure,
// then for each route asked (home and the product page by default) its packages and the shop's own modules with
// their gzip bytes, biggest first, and whether each is the shell's (every page loads it) or the page's own.
//
//   pnpm --filter @gamelle/storefront bytes:audit                      # every route, then home and product
//   pnpm --filter @gamelle/storefront bytes:audit -- /panier /$        # other routes (ids of the route tree)
//   pnpm --filter @gamelle/storefront bytes:audit -- --markdown /      # tables for the README
//
// A module's figure is its share of its file's gzip bytes (scripts/first-load.ts, the budget test's numbers).
import { join } from 'node:path';
import { firstLoads, kb, type RouteFirstLoad } from './first-load.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const markdown = args.includes('--markdown');
const asked = args.filter((arg) => !arg.startsWith('--'));
const { routes, shell } = await firstLoads(join(import.meta.dirname, '..', 'dist'));

const shopRoots = ['storefront/', 'contract/', 'design-system/'];
const isShop = (id: string) => shopRoots.some((root) => id.startsWith(root));
/** `react-dom/cjs/…` → `react-dom`, `@tanstack/router-core/…` → `@tanstack/router-core`. */
const packageOf = (id: string) => {
  const parts = id.replace(/^\0/, '').split('/');
  return id.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

const shellIds = new Set(shell.modules.map((module) => module.id));
const row = (cells: string[]) => (markdown ? `| ${cells.join(' | ')} |` : cells.join('  '));

console.log(`First-load JS, KB gzip (shell ${kb(shell.bytes)} KB, ${shell.files.length} files)`);
for (const load of routes)
  console.log(`${kb(load.bytes).padStart(6)}  ${String(load.files.length).padStart(3)} files  ${load.route}`);

for (const route of asked.length ? asked : ['/', '/produits/$product/{-$format}']) {
  const load = route === 'shell' ? shell : routes.find((candidate) => candidate.route === route);
  if (!load) throw new Error(`No route ${route} in the build (ids: ${routes.map((r) => r.route).join(', ')})`);
  audit(load);
}

function audit(load: RouteFirstLoad) {
  const packages = new Map<string, { modules: number; bytes: number }>();
  for (const module of load.modules) {
    if (isShop(module.id)) continue;
    const name = packageOf(module.id);
    const entry = packages.get(name) ?? { modules: 0, bytes: 0 };
    packages.set(name, { modules: entry.modules + 1, bytes: entry.bytes + module.bytes });
  }
  const shop = load.modules.filter((module) => isShop(module.id));
  const total = (list: { bytes: number }[]) => list.reduce((sum, module) => sum + module.bytes, 0);
  console.log(`\n${load.route}: ${kb(load.bytes)} KB gzip, ${load.modules.length} modules, ${load.files.length} files`);
  console.log(markdown ? '\n| Package | Modules | KB gzip |\n| --- | --- | --- |' : '\nPackages');
  for (const [name, { modules, bytes }] of [...packages].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(row([name, String(modules), kb(bytes)]));
  }
  const own = shop.filter((module) => !shellIds.has(module.id));
  console.log(
    `\nShop modules: ${shop.length}, ${kb(total(shop))} KB (shell's ${kb(total(shop) - total(own))}, the page's own ${kb(total(own))})`,
  );
  if (markdown) console.log('\n| Module | KB gzip | Loaded by |\n| --- | --- | --- |');
  for (const module of shop) {
    const where = shellIds.has(module.id) ? 'shell' : 'page';
    console.log(row([markdown ? `\`${module.id}\`` : module.id, (module.bytes / 1024).toFixed(2), where]));
  }
}
