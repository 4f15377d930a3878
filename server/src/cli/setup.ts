// `pnpm --filter @gamelle/server db:setup` (migrate + seed, idempotent) and `db:reset` (start over).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultDataDir, openDatabase } from '../shared/db/database.ts';
import { migrateToLatest, migrateToNothing } from '../shared/db/migrate.ts';
import { seed } from '../shared/seed/seed.ts';

const reset = process.argv.includes('--reset');
const url = process.env.DATABASE_URL;

if (reset && !url) {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(resolve(defaultDataDir, `gamelle.sqlite${suffix}`), { force: true });
  console.log(`Removed the embedded database in ${defaultDataDir}`);
}

const db = openDatabase(url);
try {
  if (reset && url) {
    await migrateToNothing(db);
    console.log(`Emptied the ${db.dialect} database.`);
  }
  const applied = await migrateToLatest(db);
  console.log(`Database (${db.dialect}) migrated${applied.length ? `: ${applied.join(', ')}` : ', nothing pending'}.`);
  console.log(`Seeded from content/: ${await seed(db)}.`);
} finally {
  await db.close();
}
