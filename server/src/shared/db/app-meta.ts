import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** One value of the `app_meta` table (operator settings that must survive restarts), undefined when unset. */
export async function readMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function writeMeta(db: Kysely<Database>, key: string, value: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('app_meta').where('key', '=', key).execute();
    if (value !== null) await trx.insertInto('app_meta').values({ key, value }).execute();
  });
}
