import type { DatabaseHandle } from '../db/database.ts';
import { type ServiceOverrides, type Services, createServices } from '../services.ts';
import { pgBossQueue } from './pg-boss-queue.ts';
import { type JobHandlers, type JobQueue, queueSettings } from './queue.ts';
import { tableQueue } from './table-queue.ts';

/**
 * What a domain brings to the worker: its job handlers, and a scan run by the scheduler (every
 * JOB_SCAN_SECONDS, and by `pnpm ops jobs run`) that reads the shop's Clock and enqueues what is due
 * (renewals at the cut-off, reminders). Scans only enqueue, with idempotency keys: several instances scanning
 * at once enqueue each job once, and the handlers record their effects (effects.ts).
 */
export interface JobDomain {
  handlers(services: Services, queue: JobQueue): JobHandlers;
  scan?(services: Services, queue: JobQueue, now: Date): Promise<void>;
}

const domains: JobDomain[] = [];

/** A domain adds its jobs here at import time (see subscription/jobs.ts). */
export function registerJobDomain(domain: JobDomain): void {
  if (!domains.includes(domain)) domains.push(domain);
}

/** pg-boss on PostgreSQL, the table queue on SQLite. */
export function openJobQueue(db: DatabaseHandle, env: NodeJS.ProcessEnv = process.env): JobQueue {
  const settings = queueSettings(env);
  if (db.dialect === 'postgres') {
    const url = db.url ?? env.DATABASE_URL;
    if (!url) throw new Error('The PostgreSQL job queue needs DATABASE_URL.');
    return pgBossQueue(url, settings);
  }
  return tableQueue(db.kysely, settings);
}

export const scanJob = 'scheduler.scan';

/** Every domain's handlers, and the scan job that runs their scans against the shop's Clock. */
export function allHandlers(services: Services, queue: JobQueue): JobHandlers {
  const handlers: JobHandlers = {
    [scanJob]: async () => {
      await services.clock.refresh?.();
      const now = services.clock.now();
      for (const domain of domains) await domain.scan?.(services, queue, now);
    },
  };
  for (const domain of domains) Object.assign(handlers, domain.handlers(services, queue));
  return handlers;
}

export interface RunningWorker {
  queue: JobQueue;
  services: Services;
  stop(): Promise<void>;
}

/**
 * The worker: started with the server (storefront/serve.ts, cli/serve.ts; JOB_WORKER=0 leaves it to a separate
 * `pnpm --filter @gamelle/server worker`), or alone. It works the queue and enqueues a scan every
 * JOB_SCAN_SECONDS (default 60), so a moved demo clock is picked up within that time (`pnpm ops jobs run` at once).
 */
export async function startWorker(
  db: DatabaseHandle,
  overrides: ServiceOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningWorker> {
  const services = createServices(db, overrides);
  const queue = openJobQueue(db, env);
  await queue.start(allHandlers(services, queue));
  const scanEvery = Math.max(1, Number(env.JOB_SCAN_SECONDS ?? 60)) * 1000;
  const scan = () =>
    void queue.enqueue(scanJob, {}, { key: 'scan' }).catch((error) => console.error('job scheduler:', error));
  scan();
  const timer = setInterval(scan, scanEvery);
  timer.unref();
  return {
    queue,
    services,
    async stop() {
      clearInterval(timer);
      await queue.stop();
    },
  };
}

/** `pnpm ops jobs run`: one scan now, then every job due, in this process. */
export async function runDueJobs(db: DatabaseHandle): Promise<{ ran: number; failed: number }> {
  const services = createServices(db);
  const queue = openJobQueue(db);
  try {
    const handlers = allHandlers(services, queue);
    await handlers[scanJob]!({});
    return await queue.drain(handlers);
  } finally {
    await queue.stop();
  }
}
