import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { claimEffect } from './effects.ts';
import { tableQueue } from './table-queue.ts';

const settings = { leaseSeconds: 30, maxAttempts: 3, pollMs: 50, superviseSeconds: 60 };

describe('the SQLite job queue', () => {
  let dir: string;
  let db: DatabaseHandle;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gamelle-jobs-'));
    db = openDatabase(`sqlite:${join(dir, 'jobs.sqlite')}`);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps one queued job per idempotency key and runs it once', async () => {
    const queue = tableQueue(db.kysely, settings);
    const seen: unknown[] = [];
    await queue.enqueue('test.job', { n: 1 }, { key: 'k' });
    await queue.enqueue('test.job', { n: 2 }, { key: 'k' });
    await queue.enqueue('test.job', { n: 3 }, { key: 'other' });
    expect(await queue.drain({ 'test.job': async (data) => void seen.push(data) })).toEqual({ ran: 2, failed: 0 });
    expect(seen).toEqual([{ n: 1 }, { n: 3 }]);
    // Done, the key is free again (a new renewal of the same subscription next month).
    await queue.enqueue('test.job', { n: 4 }, { key: 'k' });
    expect((await queue.drain({ 'test.job': async (data) => void seen.push(data) })).ran).toBe(1);
  });

  it('retries a failed job later with backoff, then keeps it as failed after the last attempt', async () => {
    const queue = tableQueue(db.kysely, settings);
    await queue.enqueue('test.fail', {});
    const boom = { 'test.fail': () => Promise.reject(new Error('provider down')) };
    expect(await queue.drain(boom)).toEqual({ ran: 1, failed: 1 });
    // Not due again before its delay.
    expect(await queue.drain(boom)).toEqual({ ran: 0, failed: 0 });
    let job = await db.kysely.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job.last_error).toContain('provider down');
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await db.kysely
        .updateTable('jobs')
        .set({ run_at: new Date(0).toISOString() })
        .execute();
      await queue.drain(boom);
    }
    job = await db.kysely.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    expect(await queue.counts()).toEqual({ failed: 1 });
  });

  it('runs again a job whose worker died holding it (lease expired), in another worker', async () => {
    const first = tableQueue(db.kysely, { ...settings, leaseSeconds: 1 });
    await first.enqueue('test.slow', { id: 7 });
    // The first worker claims it and never finishes (a process killed mid-job).
    let release!: () => void;
    let firstRun!: Promise<unknown>;
    const started = new Promise<void>((resolve) => {
      firstRun = first.drain({
        'test.slow': () => {
          resolve();
          return new Promise<void>((r) => (release = r));
        },
      });
    });
    await started;
    const second = tableQueue(db.kysely, settings);
    const ran: unknown[] = [];
    const handlers = { 'test.slow': async (data: unknown) => void ran.push(data) };
    expect((await second.drain(handlers)).ran).toBe(0);
    // Stop the first worker's lease renewal by expiring it, as a dead process would.
    await db.kysely
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString(), locked_by: 'dead' })
      .execute();
    expect((await second.drain(handlers)).ran).toBe(1);
    expect(ran).toEqual([{ id: 7 }]);
    const job = await db.kysely.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    release();
    // The dead worker's late finish changes nothing: the job is no longer its own.
    await firstRun;
    expect(await db.kysely.selectFrom('jobs').select('state').executeTakeFirstOrThrow()).toEqual({ state: 'done' });
  });

  it('a worker started in the background picks up what is enqueued', async () => {
    const queue = tableQueue(db.kysely, settings);
    const done = new Promise<unknown>((resolve) => void queue.start({ 'test.bg': async (data) => resolve(data) }));
    await queue.enqueue('test.bg', { hello: 'world' });
    expect(await done).toEqual({ hello: 'world' });
    await queue.stop();
  });

  it('records an effect once, in the transaction that makes it', async () => {
    const k = db.kysely;
    expect(await k.transaction().execute((trx) => claimEffect(trx, 'charge:1'))).toBe(true);
    expect(await k.transaction().execute((trx) => claimEffect(trx, 'charge:1'))).toBe(false);
    // A rolled-back effect leaves no record: the retry makes it.
    await expect(
      k.transaction().execute(async (trx) => {
        await claimEffect(trx, 'mail:1');
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await k.transaction().execute((trx) => claimEffect(trx, 'mail:1'))).toBe(true);
  });
});
