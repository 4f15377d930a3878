// System pieces the test suites need beyond Node: Debian's Chromium (test tools cannot download browsers
// here) and, when installed, a local PostgreSQL for the API suite's second run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Sets CHROMIUM_PATH for the browser suites, installing Debian's chromium when we may. */
export function ensureChromium() {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(candidate)) {
    process.env.CHROMIUM_PATH = candidate;
    return;
  }
  if (isRoot && has('apt-get')) {
    console.log('→ Installing Debian’s chromium for the browser tests (apt-get) …');
    const ok =
      quiet('apt-get', ['update', '-qq']) === 0 && quiet('apt-get', ['install', '-y', '-qq', 'chromium']) === 0;
    if (ok && existsSync('/usr/bin/chromium')) {
      process.env.CHROMIUM_PATH = '/usr/bin/chromium';
      return;
    }
  }
  console.error(
    '\n✖ The browser tests need Chromium and none was found.\n' +
      '  Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.\n',
  );
  process.exit(1);
}

/**
 * Returns an admin URL of a PostgreSQL server for the API suite, or null when none can be had.
 * TEST_DATABASE_URL wins; otherwise, as root with Debian's postgresql installed, the first local cluster is
 * started and given a `gamelle` role.
 */
export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (!isRoot || !has('pg_lsclusters')) return null;
  const list = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  const first = list.stdout.trim().split('\n')[0];
  if (!first) return null;
  const [version, cluster, port] = first.split(/\s+/);
  spawnSync('pg_ctlcluster', [version, cluster, 'start'], { stdio: 'ignore' });
  const sql =
    "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gamelle') THEN " +
    "CREATE ROLE gamelle LOGIN SUPERUSER PASSWORD 'gamelle'; END IF; END $$;";
  // runuser lives in /usr/sbin, which a minimal PATH (cron, `env -i`) leaves out.
  const runuser = has('runuser') ? 'runuser' : '/usr/sbin/runuser';
  const r = spawnSync(runuser, ['-u', 'postgres', '--', 'psql', '-p', port, '-qc', sql], { encoding: 'utf8' });
  if (r.status !== 0) {
    const why = (r.stderr ?? '').trim() || r.error?.message || `exit ${r.status}`;
    console.warn(`PostgreSQL cluster ${version}/${cluster} did not answer: ${why}`);
    return null;
  }
  return `postgres://gamelle:gamelle@127.0.0.1:${port}/postgres`;
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function quiet(cmd, args) {
  return spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status ?? 1;
}
