import type { Kysely } from 'kysely';

// 0019_gateway_refunds (issue 14): the embedded test gateway keeps the refunds an operator makes (`pnpm ops order
// refund`), as a real provider's dashboard would, under the shop's idempotency key, so a retried refund (the
// command run again after a crash between the provider's answer and the order's update) gives the money back once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_gateway_refunds')
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('payment_reference', 'varchar(255)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_gateway_refunds').ifExists().execute();
}
