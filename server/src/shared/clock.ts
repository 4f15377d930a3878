import type { Kysely } from 'kysely';
import { readMeta, writeMeta } from './db/app-meta.ts';
import type { Database } from './db/schema.ts';

/**
 * The time every date rule reads (coupon validity now; order cut-offs, reminders and invoices later), never
 * `new Date()` directly, so that tests and demos decide what "now" is. Timestamps of records (created_at) and
 * security windows (token expiry, throttling) keep the real time.
 */
export interface Clock {
  now(): Promise<Date>;
}

/** The real time. */
export const systemClock: Clock = { now: async () => new Date() };

/** Always the same instant: tests. */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date: ${String(at)}`);
  return { now: async () => new Date(instant) };
}

/** The app_meta key holding the operator's shift of the clock, in milliseconds (`pnpm ops clock`). */
export const clockOffsetKey = 'clock_offset_ms';

/**
 * The real time (or `base`) shifted by the offset an operator stored with `pnpm ops clock set|advance`, so a demo
 * shop can be walked to a cut-off or an expiry. The offset is read from the database on every call (one
 * primary-key lookup; only date rules call it), so a change takes effect at once in every running process.
 */
export function shiftedClock(db: Kysely<Database>, base: Clock = systemClock): Clock {
  return {
    now: async () => new Date((await base.now()).getTime() + (await readClockOffset(db))),
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
