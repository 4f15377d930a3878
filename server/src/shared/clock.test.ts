import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFromEnvironment, clockSettable, fixedClock, parseDuration, writeClockOffset } from './clock.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { clockCommand } from './ops/clock.ts';

describe('parseDuration', () => {
  it.each([
    ['7d', 7 * 86_400_000],
    ['1d12h', 36 * 3_600_000],
    ['-2h', -2 * 3_600_000],
    ['90m', 90 * 60_000],
    ['1w', 604_800_000],
    ['30s', 30_000],
  ])('%s', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', '7', 'd', '7 days', '1.5d', 'P1D'])('refuses %j', (text) => expect(parseDuration(text)).toBeNull());
});

describe('the shop clock', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = openDatabase('sqlite::memory:');
    await migrateToLatest(db);
  });
  afterAll(() => db.close());

  it('is fixed in tests', async () => {
    expect(fixedClock('2026-10-15T10:00:00.000Z').now().toISOString()).toBe('2026-10-15T10:00:00.000Z');
    expect(() => fixedClock('not a date')).toThrow();
  });

  it('is pinned by CLOCK_NOW and shifted by the stored offset, outside production or in a demo', async () => {
    const env = { NODE_ENV: 'development', CLOCK_NOW: '2026-10-15T10:00:00.000Z' };
    const now = async (environment: NodeJS.ProcessEnv) => {
      const clock = clockFromEnvironment(db.kysely, environment);
      await clock.refresh?.();
      return clock.now();
    };
    const clock = clockFromEnvironment(db.kysely, env);
    await writeClockOffset(db.kysely, 86_400_000);
    try {
      // The offset applies once refreshed (the app refreshes before each request).
      expect(clock.now().toISOString()).toBe('2026-10-15T10:00:00.000Z');
      await clock.refresh?.();
      expect(clock.now().toISOString()).toBe('2026-10-16T10:00:00.000Z');
      const demo = { ...env, NODE_ENV: 'production', DEMO_MODE: '1' };
      expect((await now(demo)).toISOString()).toBe('2026-10-16T10:00:00.000Z');
      // A production shop ignores both: its clock is the real time.
      const real = await now({ ...env, NODE_ENV: 'production' });
      expect(Math.abs(real.getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      await writeClockOffset(db.kysely, 0);
    }
  });

  it('is moved by `ops clock`, which a production shop refuses unless DEMO_MODE=1', async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { NODE_ENV: 'development', CLOCK_NOW: '2026-10-15T10:00:00.000Z' });
      expect(await clockCommand.run(['advance', '2d'], db)).toContain('2026-10-17T10:00:00.000Z');
      expect(await clockCommand.run(['advance', '-1d'], db)).toContain('2026-10-16T10:00:00.000Z');
      expect(await clockCommand.run(['set', '2027-03-31T23:00:00Z'], db)).toContain('2027-03-31T23:00:00.000Z');
      await expect(clockCommand.run(['set', 'tomorrow'], db)).rejects.toThrow('Not an ISO instant');
      await expect(clockCommand.run(['advance', 'soon'], db)).rejects.toThrow('Not a duration');
      expect(await clockCommand.run(['reset'], db)).toContain('2026-10-15T10:00:00.000Z');

      process.env.NODE_ENV = 'production';
      expect(clockSettable()).toBe(false);
      await expect(clockCommand.run(['advance', '2d'], db)).rejects.toThrow('DEMO_MODE=1');
      expect(await clockCommand.run(['show'], db)).toContain('Shop clock:');
      process.env.DEMO_MODE = '1';
      expect(await clockCommand.run(['advance', '2d'], db)).toContain('2026-10-17T10:00:00.000Z');
      await clockCommand.run(['reset'], db);
    } finally {
      process.env = saved;
    }
  });
});
