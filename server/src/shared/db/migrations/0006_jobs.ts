import { type Kysely, PostgresAdapter, sql } from 'kysely';

// 0006_jobs (issue 15): the SQLite job queue's table (PostgreSQL uses pg-boss's own schema instead) and the
// effects jobs have made, recorded in the effect's transaction so a retried job never repeats one.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('key', 'varchar(255)')
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('locked_by', 'varchar(64)')
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('done_at', 'varchar(32)')
      .execute();
    // One queued or running job per (name, key): enqueueing it again meanwhile is a no-op.
    await sql`CREATE UNIQUE INDEX jobs_pending_key ON jobs (name, key) WHERE key IS NOT NULL AND state IN ('queued', 'running')`.execute(
      db,
    );
    await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
  }
  await db.schema
    .createTable('job_effects')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('done_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_effects').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
