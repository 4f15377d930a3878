// Runs in a worker thread (see passwords.ts): the synchronous argon2 calls use this thread only, never libuv's
// shared pool, so image renders, token checks and file reads cannot queue behind password hashing or the reverse.
import { hashSync, verifySync } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's second recommended profile: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export type PasswordTask = { op: 'hash'; password: string } | { op: 'verify'; hashed: string; password: string };

export default function run(task: PasswordTask): string | boolean {
  if (task.op === 'hash') return hashSync(task.password, options);
  try {
    return verifySync(task.hashed, task.password);
  } catch {
    return false;
  }
}
