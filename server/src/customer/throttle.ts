import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import { deleteThrottleCounter, incrementThrottleCounter, throttleCounters } from './repository.ts';

/** How many attempts a window allows: few per e-mail (one account), more per client address (shared NAT). */
export interface ThrottleRule {
  /** Prefix of the rule's counters in `login_throttle` (login keeps the bare `e:`/`a:` keys it always had). */
  prefix: string;
  perEmail: number;
  perAddress: number;
  windowMinutes: number;
}

/** Failed logins: guessing one account's password, or spraying one password over many accounts. */
export const loginLimits: ThrottleRule = { prefix: '', perEmail: 5, perAddress: 30, windowMinutes: 15 };
/** Registrations, whatever their outcome: account creation by bots, and probing which e-mails have an account. */
export const registrationLimits: ThrottleRule = { prefix: 'register:', perEmail: 5, perAddress: 10, windowMinutes: 60 };
/** Reset-password requests: each one sends an e-mail, so someone's mailbox cannot be flooded through the shop. */
export const resetRequestLimits: ThrottleRule = { prefix: 'reset:', perEmail: 3, perAddress: 10, windowMinutes: 60 };

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Whether either the e-mail or the client address has used up its failed logins in the current window. */
export async function checkLoginThrottle(
  db: Kysely<Database>,
  email: string,
  address: string,
): Promise<ThrottleVerdict> {
  const keys = keysOf(loginLimits, email, address);
  const rows = await throttleCounters(db, [keys.email, keys.address]);
  return verdict(
    loginLimits,
    rows.map((row) => ({ ...row, perEmail: row.key === keys.email })),
  );
}

/** Counts one failed login against both keys, starting a new window when the last one is over. */
export async function recordLoginFailure(db: Kysely<Database>, email: string, address: string): Promise<void> {
  const keys = keysOf(loginLimits, email, address);
  for (const key of [keys.email, keys.address]) await increment(db, loginLimits, key);
}

/** A successful login clears the e-mail's count (the address keeps its own, so spraying stays limited). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await deleteThrottleCounter(db, keysOf(loginLimits, email, '').email);
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
