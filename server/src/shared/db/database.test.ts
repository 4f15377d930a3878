import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe('openDatabase', () => {
  it('opens the embedded SQLite database for a sqlite: URL and migrates it twice without change', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      expect(db.dialect).toBe('sqlite');
      expect((await migrateToLatest(db)).length).toBeGreaterThan(0);
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('takes the write lock when a SQLite transaction begins, so a second process waits instead of failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gamelle-db-'));
    const file = join(dir, 'lock.sqlite');
    const db = openDatabase(`sqlite:${file}`);
    // Another process's connection, told not to wait: it sees at once whether the write lock is taken.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    try {
      await sql`create table t (n integer)`.execute(db.kysely);
      let otherCouldWrite: boolean | undefined;
      await db.kysely.transaction().execute(async (trx) => {
        // A read only: under a deferred begin the write lock would still be free here.
        await sql`select count(*) from t`.execute(trx);
        try {
          other.exec('begin immediate; rollback');
          otherCouldWrite = true;
        } catch (error) {
          expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
          otherCouldWrite = false;
        }
        await sql`insert into t values (1)`.execute(trx);
      });
      expect(otherCouldWrite).toBe(false);
      // Once committed, the other connection writes.
      other.exec('begin immediate; insert into t values (2); commit');
      expect(other.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
    } finally {
      other.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
