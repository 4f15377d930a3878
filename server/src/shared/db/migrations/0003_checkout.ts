import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// 0003_checkout: what a cart becomes an order with (addresses, shipment, payments, totals kept at completion),
// relay points, the payment notifications already processed, the test gateway's own tables and the invoice
// number sequence. Timestamps are ISO text, booleans 0/1, money integer cents (as 0002).

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const serial = pg ? 'serial' : 'integer';
  const nullable = (c: ColumnDefinitionBuilder) => c;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());

  const orderColumns: [string, string, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder][] = [
    ['number', 'varchar(32)', nullable],
    ['checkout_state', 'varchar(24)', (c) => c.notNull().defaultTo('cart')],
    ['payment_state', 'varchar(24)', (c) => c.notNull().defaultTo('cart')],
    ['shipping_state', 'varchar(24)', (c) => c.notNull().defaultTo('cart')],
    ['email', 'varchar(255)', nullable],
    ['billing_address', 'text', nullable],
    ['shipping_address', 'text', nullable],
    ['notes', 'text', nullable],
    ['totals', 'text', nullable],
    ['checkout_completed_at', 'varchar(32)', nullable],
    ['cancelled_at', 'varchar(32)', nullable],
    ['invoice_number', 'integer', nullable],
    ['invoice_issued_at', 'varchar(32)', nullable],
  ];
  for (const [name, type, build] of orderColumns)
    await db.schema
      .alterTable('orders')
      .addColumn(name, type as 'text', build)
      .execute();
  await db.schema.createIndex('orders_number').on('orders').column('number').unique().execute();
  await db.schema.createIndex('orders_invoice_number').on('orders').column('invoice_number').unique().execute();
  await db.schema
    .createIndex('orders_customer_completed')
    .on('orders')
    .columns(['customer_id', 'checkout_completed_at'])
    .execute();

  await db.schema
    .createTable('pickup_points')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('street', 'varchar(255)', (c) => c.notNull())
    .addColumn('postcode', 'varchar(16)', (c) => c.notNull())
    .addColumn('city', 'varchar(255)', (c) => c.notNull())
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .addColumn('opening_hours', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('pickup_points_country').on('pickup_points').column('country_code').execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', serial, id)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('method_code', 'varchar(32)', nullable)
    .addColumn('pickup_point_code', 'varchar(32)', nullable)
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('cart'))
    .addColumn('carrier', 'varchar(64)', nullable)
    .addColumn('tracking_number', 'varchar(64)', nullable)
    .addColumn('shipped_at', 'varchar(32)', nullable)
    .addColumn('delivered_at', 'varchar(32)', nullable)
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', serial, id)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('method_code', 'varchar(32)', nullable)
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('cart'))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'varchar(32)', nullable)
    .addColumn('provider_reference', 'varchar(255)', nullable)
    .addColumn('bank_response', 'text', nullable)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();

  // Provider notifications already applied: a repeated delivery of the same event changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', nullable)
    .addColumn('kind', 'varchar(64)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  // The embedded test gateway's side: its hosted sessions and the notifications it still has to deliver.
  await db.schema
    .createTable('test_gateway_sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('order_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('challenge', 'varchar(16)', nullable)
    .addColumn('locale', 'varchar(2)', (c) => c.notNull().defaultTo('fr'))
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_gateway_deliveries')
    .addColumn('id', serial, id)
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('delivered_at', 'varchar(32)', nullable)
    .execute();

  // Gapless sequences (invoice numbers): incremented inside the transaction that uses the number.
  await db.schema
    .createTable('sequences')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'sequences',
    'test_gateway_deliveries',
    'test_gateway_sessions',
    'payment_events',
    'payments',
    'shipments',
    'pickup_points',
  ])
    await db.schema.dropTable(table).ifExists().execute();
  for (const index of ['orders_customer_completed', 'orders_invoice_number', 'orders_number'])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of [
    'invoice_issued_at',
    'invoice_number',
    'cancelled_at',
    'checkout_completed_at',
    'totals',
    'notes',
    'shipping_address',
    'billing_address',
    'email',
    'shipping_state',
    'payment_state',
    'checkout_state',
    'number',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
