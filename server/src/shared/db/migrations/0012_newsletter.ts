import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// 0012_newsletter (issue 17): one row per e-mail (normalised to lower case). The confirmation token is stored
// hashed (SHA-256) and expires; the unsubscribe token is stored as it is, because every newsletter e-mail carries the
// same one for the row's whole life, and all it can do is take that address off the list. The coupon issued on the first
// confirmation stays on the row, so unsubscribing and signing up again never issues a second one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('confirmation_token_hash', 'varchar(64)')
    .addColumn('confirmation_expires_at', 'varchar(32)')
    .addColumn('unsubscribe_token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('coupon_code', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('unsubscribed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('newsletter_confirmation_token')
    .on('newsletter_subscriptions')
    .column('confirmation_token_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
