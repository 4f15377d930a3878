import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// 0015_marketing (issue 18): what the tracker keeps for reporting. A visitor is the random id of the tracker's
// HttpOnly cookie, with what they were last known as (visitor type, connection state, A/B segments): no personal
// data. Each tracking call is an event; each campaign it answered is an answer; each campaign a visitor's browser
// reported (it showed it) is an impression, counted once per visitor and campaign (the unique index); a conversion is
// read from the events (the visitor went where the campaign leads, marketing/report.ts). Times are the shop clock's.
// Every table is pruned after the retention period (marketing/service.ts), so none grows without bound.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const serial = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('tracking_visitors')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('client_type', 'varchar(16)')
    .addColumn('connection_state', 'varchar(16)')
    .addColumn('segments', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_visitors_last_seen').on('tracking_visitors').column('last_seen_at').execute();
  await db.schema
    .createTable('tracking_events')
    .addColumn('id', serial, id)
    .addColumn('visitor_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('page_template', 'varchar(64)')
    .addColumn('page_path', 'varchar(2048)')
    .addColumn('segments', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_occurred').on('tracking_events').column('occurred_at').execute();
  await db.schema
    .createTable('tracking_answers')
    .addColumn('id', serial, id)
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('campaign', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('segments', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_answers_occurred').on('tracking_answers').column('occurred_at').execute();
  await db.schema
    .createTable('tracking_reports')
    .addColumn('id', serial, id)
    .addColumn('visitor_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('campaign', 'varchar(64)', (c) => c.notNull())
    .addColumn('app_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('segments', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tracking_reports_once')
    .on('tracking_reports')
    .columns(['visitor_id', 'campaign'])
    .unique()
    .execute();
  await db.schema.createIndex('tracking_reports_reported').on('tracking_reports').column('reported_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tracking_reports', 'tracking_answers', 'tracking_events', 'tracking_visitors'])
    await db.schema.dropTable(table).execute();
}
