import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Records that the effect named `key` happened, in the caller's transaction (the one that makes the effect):
 * answers false when it was already recorded, and the caller then does nothing. A retried job therefore never
 * charges, ships or e-mails twice: the record and the effect commit or roll back together.
 */
export async function claimEffect(trx: Transaction<Database> | Kysely<Database>, key: string): Promise<boolean> {
  const done = await trx
    .insertInto('job_effects')
    .values({ key, done_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function effectDone(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await db.selectFrom('job_effects').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
}
