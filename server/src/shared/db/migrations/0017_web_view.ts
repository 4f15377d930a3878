import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// 0017_web_view (issue 15): the web-view payment change. A link (signed token, 10 minutes, opened once) is a row, so
// opening it twice is refused; opening it stores the hash of the session it starts (30 minutes, that customer and
// subscription only). A card change is the provider's card-setup session for that subscription, closed by the
// provider's signed notification; the test gateway's sessions say which card change they are for.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const nullable = (c: ColumnDefinitionBuilder) => c;
  await db.schema
    .createTable('web_view_links')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)', nullable)
    .addColumn('session_hash', 'varchar(64)', nullable)
    .addColumn('session_expires_at', 'varchar(32)', nullable)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('web_view_links_session').on('web_view_links').column('session_hash').unique().execute();
  await db.schema
    .createTable('card_changes')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('link_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('subscription_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(255)', nullable)
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('payment_method_id', 'integer', nullable)
    .addColumn('bank_response', 'text', nullable)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(32)', nullable)
    .execute();
  await db.schema.createIndex('card_changes_link').on('card_changes').column('link_id').execute();
  await db.schema.alterTable('test_gateway_sessions').addColumn('card_change_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('test_gateway_sessions').dropColumn('card_change_id').execute();
  await db.schema.dropTable('card_changes').ifExists().execute();
  await db.schema.dropIndex('web_view_links_session').ifExists().execute();
  await db.schema.dropTable('web_view_links').ifExists().execute();
}
