import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { Lru } from '../lru.ts';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  kysely: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** The PostgreSQL URL (the job queue opens its own pool on it). */
  url?: string;
  close(): Promise<void>;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the embedded database lives unless DATA_DIR says otherwise (git-ignored). */
export const defaultDataDir = resolve(process.env.DATA_DIR ?? resolve(repoRoot, 'data'));

/**
 * PostgreSQL when `url` (or DATABASE_URL) is a postgres:// URL, else the embedded SQLite file
 * (`sqlite:<path>` or DATA_DIR/gamelle.sqlite).
 */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL): DatabaseHandle {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', url, close: () => kysely.destroy() };
  }
  const file = url?.startsWith('sqlite:') ? url.slice('sqlite:'.length) : resolve(defaultDataDir, 'gamelle.sqlite');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while one writer commits; busy_timeout queues concurrent writers instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * Kysely prepares every query anew, and preparing costs more than running these small queries: keep the
 * prepared statements of the last few hundred distinct SQL texts (they are reusable; the driver is synchronous).
 *
 * Kysely opens a transaction with a plain (deferred) `begin`: it reads under a shared lock and asks for the write
 * lock at its first write. When another process (the job worker, a second server) wrote meanwhile, SQLite cannot
 * wait for that upgrade and answers "database is locked" at once, busy_timeout or not. `begin immediate` takes the
 * write lock at the start, where busy_timeout does wait: concurrent transactions queue instead of failing.
 * (Within one process Kysely already runs transactions one at a time on its single connection.)
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Lru<SQLite.Statement>(500);
  const prepare = (source: string): SQLite.Statement =>
    statements.get(source, () => sqlite.prepare(source.trim().toLowerCase() === 'begin' ? 'begin immediate' : source));
  return new Proxy(sqlite, {
    get: (target, key) => (key === 'prepare' ? prepare : Reflect.get(target, key, target)),
  });
}
