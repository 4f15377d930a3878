import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import { incrementThrottleCounter } from './repository.ts';

/** How many attempts a window allows: few per e-mail (one account), more per client address (shared NAT). */
export interface ThrottleRule {
  /** Prefix of the rule's counters in `login_throttle` (login keeps the bare `e:`/`a:` keys it always had). */
  prefix: string;
  perEmail: number;
  perAddress: number;
  windowMinutes: number;
}

/** Registrations, whatever their outcome: account creation by bots, and probing which e-mails have an account. */
export const registrationLimits: ThrottleRule = { prefix: 'register:', perEmail: 5, perAddress: 10, windowMinutes: 60 };
/** Reset-password requests: each one sends an e-mail, so someone's mailbox cannot be flooded through the shop. */
export const resetRequestLimits: ThrottleRule = { prefix: 'reset:', perEmail: 3, perAddress: 10, windowMinutes: 60 };

/**
 * E-mail lookups (issue 21: 200 answers in 155 ms told who has an account): per address, enough for people typing
 * at a login page behind one NAT; per e-mail, enough for its owner. Registration's `email_already_used` tells the
 * same and sits behind registrationLimits.
 */
export const lookupLimits: ThrottleRule = { prefix: 'lookup:', perEmail: 10, perAddress: 30, windowMinutes: 15 };
/** Wrong current passwords in a password change: an open session must not become a password oracle. */
export const passwordCheckLimits: ThrottleRule = { prefix: 'pwcheck:', perEmail: 5, perAddress: 30, windowMinutes: 15 };

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts this attempt against the e-mail and the client address, then says whether either is over the rule's
 * limit. Counting first (an atomic upsert per key) means concurrent attempts cannot slip past the limit together.
 */
export async function countAttempt(
  db: Kysely<Database>,
  rule: ThrottleRule,
  email: string,
  address: string,
): Promise<ThrottleVerdict> {
  const keys = keysOf(rule, email, address);
  const byEmail = await increment(db, rule, keys.email);
  const byAddress = await increment(db, rule, keys.address);
  return verdict(rule, [
    { ...byEmail, perEmail: true, failures: byEmail.failures - 1 },
    { ...byAddress, perEmail: false, failures: byAddress.failures - 1 },
  ]);
}

/** Blocked when a counter has reached its limit inside its window; Retry-After is when the last window ends. */
function verdict(
  rule: ThrottleRule,
  counters: { failures: number; window_started_at: string; perEmail: boolean }[],
): ThrottleVerdict {
  const now = Date.now();
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    const limit = counter.perEmail ? rule.perEmail : rule.perAddress;
    const windowEnds = Date.parse(counter.window_started_at) + rule.windowMinutes * 60_000;
    if (counter.failures >= limit && windowEnds > now)
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowEnds - now) / 1000));
  }
  return { blocked: retryAfterSeconds > 0, retryAfterSeconds };
}

/** Adds one to a counter (1 in a new window when the last one is over) and answers it as it now is. */
function increment(db: Kysely<Database>, rule: ThrottleRule, key: string) {
  return incrementThrottleCounter(db, key, rule.windowMinutes);
}

function keysOf(rule: ThrottleRule, email: string, address: string): { email: string; address: string } {
  return { email: `${rule.prefix}e:${email.trim().toLowerCase()}`, address: `${rule.prefix}a:${address}` };
}

/**
 * Password logins (issue 21): counted per (e-mail, client address) pair, with a ceiling per e-mail across all
 * addresses and a high one per address (a shared NAT). Past a limit the next attempt waits 1 s, then 2, 4… up to
 * 15 minutes since the last one let through: a guesser is slowed to nothing, while the owner on another network
 * (another pair) is not affected until the e-mail's ceiling, and even then only delayed.
 */
export const loginPolicy = { perPair: 5, perEmail: 50, perAddress: 100, windowMinutes: 15, maxDelaySeconds: 900 };

/** Seconds to wait after the last admitted attempt once `failures` have reached `limit`. */
export function loginDelaySeconds(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(loginPolicy.maxDelaySeconds, 2 ** Math.min(20, failures - limit));
}

/**
 * Admits a password check or not, counting it first, in one transaction (a row lock on PostgreSQL; SQLite runs
 * one transaction at a time): 100 simultaneous guesses cannot all pass the check before any is counted.
 *
 * Every transaction inserts and locks its three rows in one order, the keys' (`ORDER BY key` under `FOR UPDATE`
 * locks in the sort's order). Locked in the table's physical order instead, two logins of one burst could each hold
 * a row the other waited for once an update had moved a row to another page: PostgreSQL broke that deadlock by
 * failing one of them, and the burst answered a few 500s among its 429s (a CI run, 2026-11-27).
 */
export async function admitLogin(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  email: string,
  address: string,
  now: Date,
): Promise<ThrottleVerdict> {
  const normalised = email.trim().toLowerCase();
  const limits = new Map([
    [`login:p:${normalised}|${address}`, loginPolicy.perPair],
    [`login:e:${normalised}`, loginPolicy.perEmail],
    [`login:a:${address}`, loginPolicy.perAddress],
  ]);
  const keys = [...limits.keys()].sort();
  const windowStart = now.getTime() - loginPolicy.windowMinutes * 60_000;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_throttle')
      .values(keys.map((key) => ({ key, failures: 0, window_started_at: now.toISOString(), last_attempt_at: null })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    let query = trx.selectFrom('login_throttle').selectAll().where('key', 'in', keys).orderBy('key');
    if (dialect === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    let retryAfterSeconds = 0;
    for (const row of rows) {
      const failures = Date.parse(row.window_started_at) < windowStart ? 0 : row.failures;
      const delay = loginDelaySeconds(failures, limits.get(row.key)!);
      const last = row.last_attempt_at ? Date.parse(row.last_attempt_at) : 0;
      const waitMs = last + delay * 1000 - now.getTime();
      if (delay > 0 && waitMs > 0) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(waitMs / 1000));
    }
    if (retryAfterSeconds > 0) return { blocked: true, retryAfterSeconds };
    for (const row of rows) {
      const expired = Date.parse(row.window_started_at) < windowStart;
      await trx
        .updateTable('login_throttle')
        .set({
          failures: expired ? 1 : row.failures + 1,
          window_started_at: expired ? now.toISOString() : row.window_started_at,
          last_attempt_at: now.toISOString(),
        })
        .where('key', '=', row.key)
        .execute();
    }
    return { blocked: false, retryAfterSeconds: 0 };
  });
}

/**
 * A right password: the pair starts over, and the attempt no longer counts against the e-mail or the address. One
 * row per statement: a statement holding one row while it waits for another could deadlock with `admitLogin`.
 */
export async function loginSucceeded(db: Kysely<Database>, email: string, address: string): Promise<void> {
  const normalised = email.trim().toLowerCase();
  await db.deleteFrom('login_throttle').where('key', '=', `login:p:${normalised}|${address}`).execute();
  for (const key of [`login:a:${address}`, `login:e:${normalised}`])
    await db
      .updateTable('login_throttle')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', '=', key)
      .where('failures', '>', 0)
      .execute();
}
