import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// 0016_service_messages (issue 17): every message for customer service in one table, whichever door it came in by:
// the contact form (`kind` contact, anonymous visitors included: e-mail and name kept on the row) and a subscription's
// contact dialog (`kind` subscription, until now rows of subscription_requests, moved here). Operators read and answer
// them with `pnpm ops messages`; each answer is a row of service_message_answers (a message may be answered twice).
// The attachment's bytes are a file under CONTACT_ATTACHMENTS_DIR; the row keeps its name, sniffed type and size.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('service_messages')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)')
    .addColumn('locale', 'varchar(2)', (c) => c.notNull())
    .addColumn('subject', 'varchar(32)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(255)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('attachment_name', 'varchar(255)')
    .addColumn('attachment_type', 'varchar(128)')
    .addColumn('attachment_bytes', 'integer')
    .addColumn('attachment_file', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('answered_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('service_messages_status').on('service_messages').columns(['status', 'id']).execute();
  await db.schema
    .createTable('service_message_answers')
    .addColumn('id', pg ? 'serial' : 'integer', id)
    .addColumn('message_id', 'integer', (c) => c.notNull().references('service_messages.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('service_message_answers_message')
    .on('service_message_answers')
    .column('message_id')
    .execute();
  // A subscription's contact messages join the others; a closed one was followed up already.
  await sql`
    INSERT INTO service_messages (kind, customer_id, subscription_id, email, name, locale, subject, message, status,
      created_at, answered_at)
    SELECT 'subscription', s.customer_id, r.subscription_id, c.email,
      NULLIF(TRIM(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, '')), ''), SUBSTR(c.locale_code, 1, 2),
      'subscription', r.message, CASE WHEN r.status = 'closed' THEN 'closed' ELSE 'open' END, r.created_at, r.closed_at
    FROM subscription_requests r
    JOIN subscriptions s ON s.id = r.subscription_id
    JOIN customers c ON c.id = s.customer_id
    WHERE r.kind = 'contact'
    ORDER BY r.id`.execute(db);
  await sql`DELETE FROM subscription_requests WHERE kind = 'contact'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO subscription_requests (subscription_id, kind, reason, message, status, created_at, closed_at,
      closing_note)
    SELECT subscription_id, 'contact', NULL, message, CASE WHEN status = 'open' THEN 'open' ELSE 'closed' END,
      created_at, answered_at, NULL
    FROM service_messages
    WHERE kind = 'subscription' AND subscription_id IS NOT NULL
    ORDER BY id`.execute(db);
  await db.schema.dropTable('service_message_answers').execute();
  await db.schema.dropTable('service_messages').execute();
}
