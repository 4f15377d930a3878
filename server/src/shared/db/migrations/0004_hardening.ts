import type { Kysely } from 'kysely';

// Issue 21: progressive login delays need the time of the last attempt; immediate revocation of access tokens
// needs a per-account token generation (raised by a password change, a reset or a refresh-token replay).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('login_throttle').addColumn('last_attempt_at', 'varchar(32)').execute();
  await db.schema
    .alterTable('shop_users')
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shop_users').dropColumn('token_generation').execute();
  await db.schema.alterTable('login_throttle').dropColumn('last_attempt_at').execute();
}
