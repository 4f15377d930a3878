import { afterAll, describe, expect, it } from 'vitest';
import { openJobQueue } from '../../src/shared/jobs/worker.ts';
import { database } from './helpers.ts';

// The job interface on the suite's database: the table queue on SQLite, pg-boss on PostgreSQL.
describe('jobs', () => {
  const db = database();
  const queue = openJobQueue(db, { ...process.env, JOB_LEASE_SECONDS: '10', JOB_MAX_ATTEMPTS: '3' });
  afterAll(async () => {
    await queue.stop();
    await db.close();
  });

  it('uses pg-boss on PostgreSQL and the table on SQLite', () => {
    expect(queue.kind).toBe(db.dialect === 'postgres' ? 'pg-boss' : 'table');
  });

  it('runs a job once per idempotency key while it waits, and reports a failure without losing the job', async () => {
    const name = `test.once.${Date.now()}`;
    const seen: unknown[] = [];
    await queue.enqueue(name, { n: 1 }, { key: 'same' });
    await queue.enqueue(name, { n: 2 }, { key: 'same' });
    await queue.enqueue(name, { n: 3 }, { key: 'another' });
    const ok = await queue.drain({ [name]: async (data) => void seen.push(data) });
    expect(ok).toEqual({ ran: 2, failed: 0 });
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));

    const failing = `test.fail.${Date.now()}`;
    await queue.enqueue(failing, {});
    expect(await queue.drain({ [failing]: () => Promise.reject(new Error('down')) })).toEqual({ ran: 1, failed: 1 });
    // Kept for a retry after its backoff (not due at once).
    expect(await queue.drain({ [failing]: async () => undefined })).toEqual({ ran: 0, failed: 0 });
  });
});
