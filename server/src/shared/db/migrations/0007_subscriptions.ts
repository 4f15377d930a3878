import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// 0007_subscriptions (issue 15): subscriptions and their lines, the customers' saved payment methods (a reference
// at the provider, never a card number), cancellation requests and contact messages, the renewal orders' link
// to their subscription (one order per subscription and shipping date), and the test gateway's saved cards and
// off-session charges (one per idempotency key, as Stripe's).
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = pg ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('payment_methods')
    .addColumn('id', serial, id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(255)', (c) => c.notNull())
    .addColumn('brand', 'varchar(32)', (c) => c.notNull())
    .addColumn('last4', 'varchar(4)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_methods_customer').on('payment_methods').column('customer_id').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', serial, id)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('frequency', 'integer', (c) => c.notNull())
    .addColumn('next_frequency', 'integer')
    .addColumn('next_shipping_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('modification_limit_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('locale_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('channel_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('billing_address', 'text', (c) => c.notNull())
    .addColumn('shipping_method_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('pickup_point_code', 'varchar(32)')
    .addColumn('payment_method_id', 'integer')
    .addColumn('next_order', 'text')
    .addColumn('origin_order_id', 'integer', (c) => c.notNull())
    .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_retry_date', 'varchar(10)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_customer').on('subscriptions').column('customer_id').execute();
  await db.schema
    .createIndex('subscriptions_due')
    .on('subscriptions')
    .columns(['status', 'next_shipping_date'])
    .execute();
  await db.schema
    .createIndex('subscriptions_origin')
    .on('subscriptions')
    .columns(['origin_order_id', 'frequency'])
    .unique()
    .execute();

  await db.schema
    .createTable('subscription_items')
    .addColumn('id', serial, id)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('variant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscription_items_sub').on('subscription_items').column('subscription_id').execute();

  await db.schema
    .createTable('subscription_requests')
    .addColumn('id', serial, id)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(32)')
    .addColumn('closing_note', 'text')
    .execute();

  await db.schema.alterTable('orders').addColumn('subscription_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('subscription_shipping_date', 'varchar(10)').execute();
  await db.schema
    .createIndex('orders_subscription_date')
    .on('orders')
    .columns(['subscription_id', 'subscription_shipping_date'])
    .unique()
    .execute();

  await db.schema
    .createTable('test_gateway_cards')
    .addColumn('reference', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('number', 'varchar(19)', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_gateway_charges')
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('card_reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('bank_response', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'test_gateway_charges',
    'test_gateway_cards',
    'subscription_requests',
    'subscription_items',
    'subscriptions',
    'payment_methods',
  ])
    await db.schema.dropTable(table).ifExists().execute();
  await db.schema.dropIndex('orders_subscription_date').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('subscription_shipping_date').execute();
  await db.schema.alterTable('orders').dropColumn('subscription_id').execute();
}
