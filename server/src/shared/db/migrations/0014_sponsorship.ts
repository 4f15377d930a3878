import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// 0014_sponsorship (issue 16). One code per customer, made
// on first use and never changed (the links already shared keep working). One row per friend of a sponsor: an
// invitation (e-mail known, no account yet) or a friend who registered through the code. A friend has at most one
// sponsor (the unique friend_customer_id): the first code used wins, any later one is refused. Coupons gain an
// owner, so a sponsorship reward cannot be spent by anyone else.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('sponsorship_codes')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sponsorships')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('sponsor_customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('invited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('friend_customer_id', 'integer', (c) => c.unique().references('customers.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('friend_coupon_code', 'varchar(64)')
    .addColumn('first_order_id', 'integer')
    .addColumn('sponsor_coupon_code', 'varchar(64)')
    .addColumn('invited_at', 'varchar(32)')
    .addColumn('registered_at', 'varchar(32)')
    .addColumn('ordered_at', 'varchar(32)')
    .addColumn('rewarded_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('sponsorships_sponsor_email', ['sponsor_customer_id', 'email'])
    .execute();
  await db.schema.createIndex('sponsorships_first_order').on('sponsorships').column('first_order_id').execute();
  await db.schema.alterTable('coupons').addColumn('customer_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').dropColumn('customer_id').execute();
  await db.schema.dropTable('sponsorships').execute();
  await db.schema.dropTable('sponsorship_codes').execute();
}
