#!/usr/bin/env node
// The one entry point behind the README's commands. It must run on any Node >= 18 with npm, because a fresh
// machine may only have an old system Node: it fetches the pinned Node and pnpm from the npm registry into
// `.tools/` (git-ignored), then re-runs itself on the pinned Node to do the real work.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const NODE_MAJOR = Number(readFileSync(join(root, '.node-version'), 'utf8').trim());
const PNPM_VERSION = pkg.packageManager.split('@')[1];
const tools = join(root, '.tools');
const toolsBin = join(tools, 'node_modules', '.bin');

const task = process.argv[2] ?? 'help';
const rest = process.argv.slice(3);

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) fail(`Could not run ${cmd}: ${r.error.message}`);
  return r.status ?? 1;
}

function currentMajor() {
  return Number(process.versions.node.split('.')[0]);
}

function toolVersion(bin) {
  if (!existsSync(bin)) return null;
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().replace(/^v/, '') : null;
}

/** Puts the pinned Node and pnpm in `.tools/` when they are not there yet. */
function ensureToolchain() {
  const nodeOk = (toolVersion(join(toolsBin, 'node')) ?? '').startsWith(`${NODE_MAJOR}.`);
  const pnpmOk = toolVersion(join(toolsBin, 'pnpm')) === PNPM_VERSION;
  if (nodeOk && pnpmOk) return;
  console.log(`→ Fetching Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} from the npm registry into .tools/ …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const status = run(npm, [
    'install',
    '--prefix',
    tools,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node@${NODE_MAJOR}`,
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (status !== 0 || !existsSync(join(toolsBin, 'node'))) {
    fail(
      `Could not fetch Node ${NODE_MAJOR} and pnpm from the npm registry (npm exited ${status}).\n` +
        `  Check that npm can reach its registry (npm ping), or install Node ${NODE_MAJOR} yourself and re-run.`,
    );
  }
}

// Step 1, on whatever Node started us: make sure the pinned toolchain exists, then hand over to it.
if (!process.env.GAMELLE_TOOLCHAIN) {
  ensureToolchain();
  const node = join(toolsBin, 'node');
  const env = {
    ...process.env,
    GAMELLE_TOOLCHAIN: '1',
    PATH: `${toolsBin}:${process.env.PATH ?? ''}`,
    // pnpm's own update check would try the network for nothing.
    npm_config_update_notifier: 'false',
  };
  const r = spawnSync(node, [fileURLToPath(import.meta.url), task, ...rest], { stdio: 'inherit', env });
  process.exit(r.status ?? 1);
}

// Step 2, on the pinned Node.
if (currentMajor() !== NODE_MAJOR) fail(`Expected Node ${NODE_MAJOR}, running ${process.version}.`);
const { runTask } = await import('./tasks.mjs');
process.exit(await runTask(task, rest));
