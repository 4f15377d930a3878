import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PasswordTask } from './password-worker.ts';

/**
 * Password hashing runs in its own worker threads, off libuv's pool (4 threads shared with sharp, WebCrypto's token
 * checks, file and DNS work): 4 image renders once made every logged-in call wait 6 s. One thread per core but
 * one (the event loop keeps a core), at most 2: a hash costs ~40 ms of one core and 19 MiB, so two threads answer
 * ~50 logins a second, more than the login throttle lets through, while a burst can never take both cores.
 */
const pool = new Piscina<PasswordTask, string | boolean>({
  filename: new URL('./password-worker.ts', import.meta.url).href,
  minThreads: 1,
  maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  idleTimeout: 60_000,
});

export async function hashPassword(password: string): Promise<string> {
  return (await pool.run({ op: 'hash', password })) as string;
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    // Spend the same time as a real check so that a missing account is not told apart by timing.
    await pool.run({ op: 'hash', password });
    return false;
  }
  return (await pool.run({ op: 'verify', hashed, password })) as boolean;
}
