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
});
