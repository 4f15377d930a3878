// Re-takes every baseline on purpose (`npm run visual:update` at the root, or `pnpm run update` here), then
// deletes the baselines nothing photographs any more (a story or page that was removed or renamed), so the
// folder always holds exactly what the suite compares. Extra arguments go to Playwright (e.g. `-g Button`);
// with them (or with VISUAL_SUITES), only part of the suite runs and nothing is deleted.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baselineDir, visualRoot } from '../src/paths.ts';

// `pnpm run update -- -g X` passes the `--` through: Playwright would then ignore what follows it.
const extraArgs = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const started = Date.now();
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '--config',
    join(visualRoot, 'playwright.config.ts'),
    '--update-snapshots=all',
    ...extraArgs,
  ],
  { cwd: visualRoot, stdio: 'inherit' },
);
if (result.status !== 0) {
  console.error(
    '\n✖ Some tests failed while taking the baselines (see above: an axe violation, a page that did not load…).\n' +
      '  The baselines that could be taken were written; none was deleted. Fix the failures and run it again.',
  );
  process.exit(result.status ?? 1);
}
// Only part of the suite ran: the baselines of the other part are not stale.
if (extraArgs.length || process.env.VISUAL_SUITES) process.exit(0);

// `--update-snapshots=all` rewrote every baseline the suite uses: whatever is older than this run is unused.
const stale = listPngs(baselineDir).filter((file) => statSync(file).mtimeMs < started);
for (const file of stale) rmSync(file);
console.log(
  stale.length
    ? `\nRemoved ${stale.length} baseline(s) nothing photographs any more:\n${stale.map((f) => `  ${relative(visualRoot, f)}`).join('\n')}`
    : '\nNo stale baseline.',
);
console.log('Review the changes (git status / git diff --stat visual-tests/__screenshots__) before committing.');

function listPngs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listPngs(path);
    return entry.name.endsWith('.png') ? [path] : [];
  });
}
