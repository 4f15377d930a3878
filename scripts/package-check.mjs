// The `package` suite of `npm test`: the design system as another brand's site gets it.
// 1. builds @gamelle/contract and @gamelle/design-system and packs them (`pnpm pack`, publishConfig applied);
// 2. publint (strict) and @arethetypeswrong/cli (ESM-only profile) on each tarball, and no declaration that
//    names an unpublished package;
// 3. the example brand site (examples/brand-site: its own package.json, not a workspace member) installs the
//    tarballs from the pnpm store, type-checks against their declarations, builds with Vite (client + SSR) and
//    runs its test (server render, then Chromium checks the brand's token colours).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const site = join(root, 'examples/brand-site');
const packs = join(site, '.packs');
const started = Date.now();
const packages = [
  { name: '@gamelle/contract', dir: 'contract', file: 'gamelle-contract.tgz' },
  { name: '@gamelle/design-system', dir: 'design-system', file: 'gamelle-design-system.tgz' },
];

rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
for (const pkg of packages) {
  run(`build ${pkg.name}`, 'pnpm', ['--filter', pkg.name, 'run', 'build'], root);
  const out = join(packs, 'raw');
  mkdirSync(out, { recursive: true });
  run(`pack ${pkg.name}`, 'pnpm', ['pack', '--pack-destination', out], join(root, pkg.dir));
  const tarball = readdirSync(out).find((name) => name.startsWith(pkg.file.replace('.tgz', '-')));
  if (!tarball) fail(`no tarball for ${pkg.name} in ${out}`);
  copyFileSync(join(out, tarball), join(packs, pkg.file));
  rmSync(join(out, tarball));
}
rmSync(join(packs, 'raw'), { recursive: true, force: true });

for (const pkg of packages) {
  const tarball = join(packs, pkg.file);
  run(`publint ${pkg.name}`, 'pnpm', ['exec', 'publint', 'run', tarball, '--strict'], root);
  // attw does not expand wildcard exports: name each component and theme entry.
  const wildcards = pkg.dir === 'design-system' ? designSystemEntries() : [];
  const include = wildcards.length ? ['--include-entrypoints', ...wildcards] : [];
  run(
    `attw ${pkg.name}`,
    'pnpm',
    ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...include],
    root,
  );
  checkDeclarations(pkg, tarball);
}

const installed = Date.now();
// --ignore-workspace: the site is outside the workspace (as an app elsewhere would be); packages come from the
// shared store (offline after the first install); no lockfile, since the tarballs change with every build.
run(
  'install the tarballs',
  'pnpm',
  ['install', '--ignore-workspace', '--prefer-offline', '--config.lockfile=false'],
  site,
);
run('typecheck against the published declarations', 'pnpm', ['run', 'typecheck'], site);
run('vite build (client + SSR)', 'pnpm', ['run', 'build'], site);
run('SSR + browser test', 'pnpm', ['run', 'test'], site);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(
  `\npackage suite passed in ${seconds(Date.now() - started)} (brand site: install to test ${seconds(Date.now() - installed)})`,
);

function designSystemEntries() {
  const components = readdirSync(join(root, 'design-system/src/components')).map((name) => `./components/${name}`);
  const themes = readdirSync(join(root, 'design-system/src/theme/themes'))
    .filter((name) => /^[a-z-]+\.ts$/.test(name))
    .map((name) => `./themes/${name.replace(/\.ts$/, '')}`);
  return [...components, ...themes];
}

/** Every `@gamelle/…` package a published declaration imports must be a dependency, and itself published. */
function checkDeclarations(pkg, tarball) {
  const list = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  const manifest = JSON.parse(list.stdout);
  if (manifest.private) fail(`${pkg.name} is private`);
  const files = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
  const named = new Set();
  for (const file of files.filter((f) => f.endsWith('.d.ts'))) {
    const text = spawnSync('tar', ['-xzOf', tarball, file], { encoding: 'utf8' }).stdout;
    for (const match of text.matchAll(/from\s+['"](@gamelle\/[^/'"]+)/g)) named.add(match[1]);
  }
  named.delete(pkg.name);
  for (const dependency of named) {
    const range = manifest.dependencies?.[dependency];
    if (!range || range.startsWith('workspace:'))
      fail(`${pkg.name}'s declarations name ${dependency}, not a dependency`);
    const published = packages.find((p) => p.name === dependency);
    if (!published) fail(`${pkg.name}'s declarations name ${dependency}, which is not published`);
  }
  console.log(`✓ ${pkg.name}: declarations name only published packages (${[...named].join(', ') || 'none'})`);
}

function run(label, command, args, cwd) {
  const t = Date.now();
  console.log(`\n→ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) fail(`${label} failed (exit ${result.status})`);
  console.log(`  (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

function fail(message) {
  console.error(`\n✗ package suite: ${message}`);
  process.exit(1);
}
