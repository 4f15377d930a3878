import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { type EnqueueOptions, type JobHandlers, type JobQueue, type QueueSettings } from './queue.ts';

/**
 * The job queue on PostgreSQL: pg-boss (its own `pgboss` schema, SKIP LOCKED claims, heartbeats as the lease,
 * retries with backoff), so several app instances share the work. Each queue uses the `exclusive` policy: one
 * queued or active job per idempotency key, as the table queue does.
 */
export function pgBossQueue(connectionString: string, settings: QueueSettings): JobQueue {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    // How often lapsed heartbeats (a dead worker's jobs) are found and retried.
    superviseIntervalSeconds: settings.superviseSeconds,
  });
  boss.on('error', (error) => console.error('pg-boss:', error));
  let started: Promise<unknown> | null = null;
  const created = new Set<string>();
  const ensureStarted = () => (started ??= boss.start());
  const heartbeatSeconds = Math.max(10, settings.leaseSeconds);

  async function ensureQueue(name: string) {
    await ensureStarted();
    if (created.has(name)) return;
    await boss.createQueue(name, {
      policy: 'exclusive',
      retryLimit: settings.maxAttempts - 1,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 300,
      heartbeatSeconds,
      expireInSeconds: 15 * 60,
    });
    created.add(name);
  }

  return {
    kind: 'pg-boss',
    async enqueue(name: string, data: object, options: EnqueueOptions = {}) {
      await ensureQueue(name);
      await boss.send(name, data, {
        singletonKey: options.key ?? randomUUID(),
        ...(options.delaySeconds ? { startAfter: Math.ceil(options.delaySeconds) } : {}),
      });
    },
    async start(handlers: JobHandlers) {
      for (const [name, handler] of Object.entries(handlers)) {
        await ensureQueue(name);
        await boss.work(
          name,
          { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, settings.pollMs / 1000) },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
      }
    },
    async drain(handlers: JobHandlers) {
      let ran = 0;
      let failed = 0;
      for (const [name, handler] of Object.entries(handlers)) {
        await ensureQueue(name);
        for (;;) {
          const [job] = await boss.fetch<object>(name, { batchSize: 1 });
          if (!job) break;
          ran += 1;
          try {
            await handler(job.data);
            await boss.complete(name, job.id);
          } catch (error) {
            failed += 1;
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      }
      return { ran, failed };
    },
    async counts() {
      await ensureStarted();
      const queues = await boss.getQueues();
      const counts: Record<string, number> = {};
      for (const q of queues) {
        counts.queued = (counts.queued ?? 0) + q.queuedCount;
        counts.running = (counts.running ?? 0) + q.activeCount;
        counts.failed = (counts.failed ?? 0) + q.failedCount;
      }
      return counts;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true });
    },
  };
}
