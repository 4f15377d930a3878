// The README's commands, run on the pinned Node with pnpm on PATH (see gamelle.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFailures } from './report-failures.mjs';
import { ensureChromium, ensurePostgres } from './system.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const reports = join(root, '.reports');

export async function runTask(task, args) {
  switch (task) {
    case 'start':
      return start(args);
    case 'test':
      return test(args);
    case 'dev':
      return dev();
    case 'storybook':
      return step('install', ['pnpm', 'install', '--frozen-lockfile']) || sh(['pnpm', 'run', '-w', 'storybook:dev']);
    case 'db:reset':
      return (
        step('install', ['pnpm', 'install', '--frozen-lockfile']) ||
        sh(['pnpm', '--filter', '@gamelle/server', 'db:reset'])
      );
    case 'visual:update':
      return visualUpdate();
    default:
      console.log(
        'Usage: npm start | npm test | npm run dev | npm run storybook | npm run db:reset | npm run visual:update',
      );
      return task === 'help' ? 0 : 1;
  }
}

/** Installs, builds, migrates and seeds, then serves the shop (storefront + API) in one process. */
function start() {
  const port = process.env.PORT ?? '3000';
  return (
    step('install', ['pnpm', 'install', '--frozen-lockfile']) ||
    step('build', ['pnpm', '--filter', '@gamelle/storefront', 'run', 'build']) ||
    step('database (migrate + seed)', ['pnpm', '--filter', '@gamelle/server', 'run', 'db:setup']) ||
    (console.log(`\n→ Serving the shop at http://localhost:${port}/ (Ctrl+C to stop)\n`),
    sh(['pnpm', '--filter', '@gamelle/storefront', 'run', 'serve'], { env: { ...process.env, PORT: port } }))
  );
}

function dev() {
  return (
    step('install', ['pnpm', 'install', '--frozen-lockfile']) ||
    step('database (migrate + seed)', ['pnpm', '--filter', '@gamelle/server', 'run', 'db:setup']) ||
    sh(['pnpm', '--filter', '@gamelle/storefront', 'run', 'dev'])
  );
}

function visualUpdate() {
  ensureChromium();
  return (
    step('install', ['pnpm', 'install', '--frozen-lockfile']) ||
    sh(['pnpm', '--filter', '@gamelle/visual-tests', 'run', 'update'])
  );
}

/**
 * Every check, in order of cost. Each suite writes a JSON report that is summed at the end, so the output
 * names each suite and how many tests passed, and closes on one `N passed, N failed` line.
 */
function test(args) {
  const only = args.length ? new Set(args) : null;
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  if (step('install', ['pnpm', 'install', '--frozen-lockfile'])) return 1;
  ensureChromium();
  const pgUrl = ensurePostgres();

  const suites = [
    { name: 'typecheck', cmd: ['pnpm', 'exec', 'tsc', '-b'] },
    { name: 'lint', cmd: ['pnpm', 'exec', 'eslint', '.', '--max-warnings=0'] },
    { name: 'format', cmd: ['pnpm', 'exec', 'prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'unit', vitest: ['--project', 'unit'] },
    // The design system as a published package: build, pack, publint + attw, and the example brand site outside
    // the workspace (install from the store, typecheck, Vite build, SSR + browser test). See design-system/README.
    { name: 'package', cmd: ['node', 'scripts/package-check.mjs'], requires: 'examples/brand-site/package.json' },
    {
      name: 'components',
      vitest: ['--project', 'storybook', '--project', 'storybook:croquetterie', '--project', 'storybook:mistigri'],
      requires: '.storybook/main.ts',
    },
    {
      name: 'api-sqlite',
      vitest: ['--config', 'server/vitest.api.config.ts'],
      requires: 'server/vitest.api.config.ts',
    },
    {
      name: 'api-postgres',
      vitest: ['--config', 'server/vitest.api.config.ts'],
      requires: 'server/vitest.api.config.ts',
      env: pgUrl ? { TEST_DATABASE_URL: pgUrl } : null,
      unavailable: pgUrl ? null : 'PostgreSQL is not installed here (.ci/run installs it)',
    },
    { name: 'e2e', playwright: 'storefront/playwright.config.ts', requires: 'storefront/playwright.config.ts' },
    {
      name: 'visual',
      // Adds the HTML report (visual-tests/playwright-report/: expected, actual and diff side by side) that
      // reviewers open when a screenshot differs; the JSON report is the one every Playwright suite writes.
      cmd: [
        'pnpm',
        'exec',
        'playwright',
        'test',
        '--config',
        'visual-tests/playwright.config.ts',
        '--reporter=list,json,html',
      ],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: join(reports, 'visual.json') },
      requires: 'visual-tests/playwright.config.ts',
    },
  ];

  const results = [];
  for (const suite of suites) {
    if (only && !only.has(suite.name)) continue;
    if (suite.requires && !existsSync(join(root, suite.requires))) {
      results.push({ name: suite.name, status: 'absent' });
      continue;
    }
    if (suite.unavailable) {
      console.log(`\n■ ${suite.name}: not run: ${suite.unavailable}`);
      results.push({ name: suite.name, status: 'not run', note: suite.unavailable });
      continue;
    }
    const report = join(reports, `${suite.name}.json`);
    let cmd = suite.cmd;
    let env = { ...process.env, ...(suite.env ?? {}) };
    if (suite.vitest) {
      cmd = [
        'pnpm',
        'exec',
        'vitest',
        'run',
        ...suite.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ];
    } else if (suite.playwright) {
      cmd = ['pnpm', 'exec', 'playwright', 'test', '--config', suite.playwright, '--reporter=list,json'];
      env = { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report };
    }
    const started = Date.now();
    console.log(`\n■ ${suite.name}: ${cmd.join(' ')}`);
    const status = sh(cmd, { env });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({
      name: suite.name,
      status: status === 0 ? 'ok' : 'FAILED',
      seconds,
      counts: readCounts(report),
      failures: readFailures(report, root),
    });
  }
  return summarise(results);
}

function readCounts(file) {
  if (!existsSync(file)) return null;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    if (r.stats) {
      // Playwright
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
    }
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    };
  } catch {
    return null;
  }
}

function summarise(results) {
  console.log('\n──────── Gamelle test summary ────────');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let bad = false;
  for (const r of results) {
    const c = r.counts;
    if (c) {
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped;
    }
    if (r.status === 'FAILED') bad = true;
    const detail = c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : '';
    const when = r.seconds ? ` (${r.seconds}s)` : '';
    const note = r.status === 'absent' ? 'not in the repository yet' : (r.note ?? '');
    console.log(`  ${r.name.padEnd(14)} ${r.status.padEnd(8)} ${detail || note}${when}`);
  }
  console.log('──────────────────────────────────────');
  const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `  [${r.name}] ${f}`));
  if (failures.length) {
    console.log(`Failed tests (${failures.length}${failures.length > 40 ? ', first 40' : ''}):`);
    for (const line of failures.slice(0, 40)) console.log(line);
    console.log('──────────────────────────────────────');
  }
  console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return bad || failed > 0 ? 1 : 0;
}

function step(label, cmd) {
  console.log(`\n→ ${label}`);
  const status = sh(cmd);
  if (status !== 0) console.error(`\n✖ ${label} failed (exit ${status}).`);
  return status;
}

function sh(cmd, opts = {}) {
  const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) {
    console.error(`✖ Could not run ${cmd[0]}: ${r.error.message}`);
    return 1;
  }
  return r.status ?? 1;
}
