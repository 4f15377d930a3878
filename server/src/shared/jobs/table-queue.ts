import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  type EnqueueOptions,
  type JobHandlers,
  type JobQueue,
  type QueueSettings,
  retryDelaySeconds,
} from './queue.ts';
import type { JobsTable } from './tables.ts';

/**
 * The job queue of the embedded SQLite database: a table. A worker claims the oldest due job with one UPDATE …
 * RETURNING (SQLite runs one writer at a time, so two workers never claim the same row) and holds it under a
 * lease it renews while the job runs; a job whose lease ran out (its process died) is claimed again. Failures are
 * retried after 1, 2, 4 … s, up to `maxAttempts`, then kept as `failed`.
 */
export function tableQueue(db: Kysely<Database>, settings: QueueSettings): JobQueue {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let wake: (() => void) | null = null;

  async function claim(names: string[]): Promise<Selectable<JobsTable> | undefined> {
    const now = new Date();
    const until = new Date(now.getTime() + settings.leaseSeconds * 1000).toISOString();
    const at = now.toISOString();
    const row = await db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        attempts: eb('attempts', '+', 1),
        locked_by: worker,
        locked_until: until,
      }))
      .where(
        'id',
        '=',
        db
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', names)
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'queued'), eb('run_at', '<=', at)]),
              eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', at)]),
            ]),
          )
          .orderBy('run_at')
          .orderBy('id')
          .limit(1),
      )
      .returningAll()
      .executeTakeFirst();
    return row as Selectable<JobsTable> | undefined;
  }

  async function runOne(handlers: JobHandlers): Promise<'none' | 'done' | 'failed'> {
    const job = await claim(Object.keys(handlers));
    if (!job) return 'none';
    if (job.attempts > job.max_attempts) {
      await finish(job, 'failed', job.last_error ?? 'lease expired too many times');
      return 'failed';
    }
    // Renew the lease while the handler runs, so a slow job is not taken by another worker.
    const renew = setInterval(
      () =>
        void db
          .updateTable('jobs')
          .set({ locked_until: new Date(Date.now() + settings.leaseSeconds * 1000).toISOString() })
          .where('id', '=', job.id)
          .where('locked_by', '=', worker)
          .execute()
          .catch(() => undefined),
      Math.max(500, (settings.leaseSeconds * 1000) / 3),
    );
    try {
      await handlers[job.name]!(JSON.parse(job.data));
      await finish(job, 'done', null);
      return 'done';
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (job.attempts >= job.max_attempts) await finish(job, 'failed', message);
      else
        await db
          .updateTable('jobs')
          .set({
            state: 'queued',
            locked_by: null,
            locked_until: null,
            last_error: message.slice(0, 2000),
            run_at: new Date(Date.now() + retryDelaySeconds(job.attempts) * 1000).toISOString(),
          })
          .where('id', '=', job.id)
          .where('locked_by', '=', worker)
          .execute();
      return 'failed';
    } finally {
      clearInterval(renew);
    }
  }

  async function finish(job: Selectable<JobsTable>, state: 'done' | 'failed', error: string | null) {
    await db
      .updateTable('jobs')
      .set({
        state,
        locked_by: null,
        locked_until: null,
        last_error: error?.slice(0, 2000) ?? null,
        done_at: new Date().toISOString(),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', worker)
      .execute();
  }

  return {
    kind: 'table',
    async enqueue(name: string, data: object, options: EnqueueOptions = {}) {
      const now = Date.now();
      // A unique partial index on (name, key) among queued and running jobs makes a second enqueue a no-op.
      await db
        .insertInto('jobs')
        .values({
          name,
          data: JSON.stringify(data),
          key: options.key ?? null,
          state: 'queued',
          attempts: 0,
          max_attempts: settings.maxAttempts,
          run_at: new Date(now + (options.delaySeconds ?? 0) * 1000).toISOString(),
          locked_by: null,
          locked_until: null,
          last_error: null,
          created_at: new Date(now).toISOString(),
          done_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      wake?.();
    },
    async start(handlers: JobHandlers) {
      stopped = false;
      const loop = async () => {
        while (!stopped) {
          let outcome: Awaited<ReturnType<typeof runOne>>;
          try {
            outcome = await runOne(handlers);
          } catch (error) {
            // The database was busy or closing: try again at the next poll.
            if (!stopped) console.error('job worker:', error);
            outcome = 'none';
          }
          if (outcome === 'none' && !stopped)
            await new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, settings.pollMs);
            });
          wake = null;
        }
      };
      running = loop();
    },
    async drain(handlers: JobHandlers) {
      let ran = 0;
      let failed = 0;
      for (;;) {
        const outcome = await runOne(handlers);
        if (outcome === 'none') return { ran, failed };
        ran += 1;
        if (outcome === 'failed') failed += 1;
      }
    },
    async counts() {
      const rows = await db
        .selectFrom('jobs')
        .select(['state', sql<number>`count(*)`.as('count')])
        .groupBy('state')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await running;
    },
  };
}
