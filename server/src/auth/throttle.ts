import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Failed logins allowed per window: few per e-mail (guessing one account), more per address (shared NAT). */
export const loginLimits = { perEmail: 5, perAddress: 30, windowMinutes: 15 };

export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
}

/** Whether either the e-mail or the client address has used up its failed attempts in the current window. */
export async function checkLoginThrottle(
  db: Kysely<Database>,
  email: string,
  address: string,
): Promise<ThrottleVerdict> {
  const rows = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where('key', 'in', [emailKey(email), addressKey(address)])
    .execute();
  const now = Date.now();
  let retryAfterSeconds = 0;
  for (const row of rows) {
    const limit = row.key.startsWith('e:') ? loginLimits.perEmail : loginLimits.perAddress;
    const windowEnds = Date.parse(row.window_started_at) + loginLimits.windowMinutes * 60_000;
    if (row.failures >= limit && windowEnds > now)
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowEnds - now) / 1000));
  }
  return { blocked: retryAfterSeconds > 0, retryAfterSeconds };
}

/** Counts one failed attempt against both keys, starting a new window when the last one is over. */
export async function recordLoginFailure(db: Kysely<Database>, email: string, address: string): Promise<void> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - loginLimits.windowMinutes * 60_000).toISOString();
  for (const key of [emailKey(email), addressKey(address)]) {
    await db
      .insertInto('login_throttle')
      .values({ key, failures: 1, window_started_at: now.toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when('login_throttle.window_started_at', '<', windowStart)
            .then(1)
            .else(eb('login_throttle.failures', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when('login_throttle.window_started_at', '<', windowStart)
            .then(now.toISOString())
            .else(eb.ref('login_throttle.window_started_at'))
            .end(),
        })),
      )
      .execute();
  }
}

/** A successful login clears the e-mail's count (the address keeps its own, so spraying stays limited). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', emailKey(email)).execute();
}

const emailKey = (email: string) => `e:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;
