import type { Kysely } from 'kysely';
import { readMeta, writeMeta } from './db/app-meta.ts';
import type { Database } from './db/schema.ts';

/**
 * The time every date rule reads (coupon validity now; order cut-offs, reminders and invoices later), never
 * `new Date()` directly, so that tests and demos decide what "now" is. Timestamps of records (created_at) and
 * security windows (token expiry, throttling) keep the real time. `now()` is synchronous so pure rules can take it;
 * a clock that depends on stored state has `refresh()`, which the app runs before each request (app.ts) and a
 * command line before it reads the time.
 */
export interface Clock {
  now(): Date;
  refresh?(): Promise<void>;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/** Always the same instant: tests. */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date: ${String(at)}`);
  return { now: () => new Date(instant) };
}

/** The app_meta key holding the operator's shift of the clock, in milliseconds (`pnpm ops clock`). */
export const clockOffsetKey = 'clock_offset_ms';

/**
 * The real time (or `base`) shifted by the offset an operator stored with `pnpm ops clock set|advance`, so a demo
 * shop can be walked to a cut-off or an expiry. `refresh()` reads the offset (one primary-key lookup): the app does
 * it before each request, so a change made by another process applies from the next request on.
 */
export function shiftedClock(db: Kysely<Database>, base: Clock = systemClock): Clock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    refresh: async () => {
      offset = await readClockOffset(db);
    },
  };
}

export async function readClockOffset(db: Kysely<Database>): Promise<number> {
  const value = Number(await readMeta(db, clockOffsetKey));
  return Number.isFinite(value) ? value : 0;
}

export function writeClockOffset(db: Kysely<Database>, offsetMs: number): Promise<void> {
  return writeMeta(db, clockOffsetKey, offsetMs === 0 ? null : String(Math.round(offsetMs)));
}

/** Whether this process may move the clock: never in production, unless it is a demo (DEMO_MODE=1). */
export function clockSettable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_MODE === '1';
}

/**
 * The clock of a running shop. In production it is the real time, unless DEMO_MODE=1. Elsewhere (and in a demo)
 * `CLOCK_NOW=<ISO instant>` pins the time (the API and e2e suites), and the operator's offset applies.
 */
export function clockFromEnvironment(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): Clock {
  if (!clockSettable(env)) return systemClock;
  const pinned = env.CLOCK_NOW ? fixedClock(env.CLOCK_NOW) : systemClock;
  return shiftedClock(db, pinned);
}

const units: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };

/** `7d`, `1d12h`, `-2h`, `90m`, `1w`: milliseconds; null when it is not such a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(-)?((?:\d+[wdhms])+)$/.exec(text.trim());
  if (!match) return null;
  let total = 0;
  for (const [, amount, unit] of match[2]!.matchAll(/(\d+)([wdhms])/g)) total += Number(amount) * units[unit!]!;
  return match[1] ? -total : total;
}
