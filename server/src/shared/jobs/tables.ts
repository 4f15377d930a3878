import type { Generated } from 'kysely';

/** The SQLite queue's table (0005_jobs); PostgreSQL uses pg-boss's own schema instead. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  data: string;
  /** Idempotency key: at most one queued or running job per (name, key). */
  key: string | null;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  done_at: string | null;
}

/** Effects already made by a job (a charge, a shipment, an e-mail), recorded in the effect's transaction. */
export interface JobEffectsTable {
  key: string;
  done_at: string;
}

export interface JobTables {
  jobs: JobsTable;
  job_effects: JobEffectsTable;
}
