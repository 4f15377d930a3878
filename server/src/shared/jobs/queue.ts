// The job interface every domain uses (issue 15): a durable queue with an idempotency key per job, retries with
// backoff and a lease, so a job whose worker died is run again. Two implementations behind it: a table on the
// embedded SQLite default (table-queue.ts) and pg-boss on PostgreSQL (pg-boss-queue.ts). Queue times are real
// time (leases, backoff); what is due in business terms (a renewal, a reminder) is decided by the shop's Clock in
// the scheduler (scheduler.ts), which enqueues jobs to run now.
//
// At-least-once: a job may run more than once (its worker killed after the effect, before "done"). Handlers make
// that harmless by recording their effect's key in the effect's own transaction (effects.ts).

export interface EnqueueOptions {
  /** At most one queued or running job per (name, key); enqueueing the same key again is a no-op meanwhile. */
  key?: string;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

export type JobHandler = (data: unknown) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobQueue {
  readonly kind: 'table' | 'pg-boss';
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<void>;
  /** Starts working on the named queues in the background (polling; a lease per job, renewed while it runs). */
  start(handlers: JobHandlers): Promise<void>;
  /** Runs every job that is due now in this process, until none is left; answers how many ran and failed. */
  drain(handlers: JobHandlers): Promise<{ ran: number; failed: number }>;
  /** Counts by state, for `pnpm ops jobs list`. */
  counts(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export interface QueueSettings {
  /** A running job whose worker stopped renewing its lease for this long is run again (PostgreSQL: ≥ 10). */
  leaseSeconds: number;
  /** Attempts before a job is given up (kept as failed, shown by `pnpm ops jobs list`). */
  maxAttempts: number;
  pollMs: number;
  /** PostgreSQL: how often pg-boss looks for jobs whose heartbeat lapsed. */
  superviseSeconds: number;
}

export function queueSettings(env: NodeJS.ProcessEnv = process.env): QueueSettings {
  return {
    leaseSeconds: Math.max(1, Number(env.JOB_LEASE_SECONDS ?? 60)),
    maxAttempts: Math.max(1, Number(env.JOB_MAX_ATTEMPTS ?? 8)),
    pollMs: Math.max(50, Number(env.JOB_POLL_MS ?? 1000)),
    superviseSeconds: Math.max(1, Number(env.JOB_SUPERVISE_SECONDS ?? 60)),
  };
}

/** Seconds before the n-th retry: 1, 2, 4 … at most 5 minutes. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(300, 2 ** Math.max(0, attempt - 1));
}
