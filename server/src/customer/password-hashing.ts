import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's second recommended profile: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) {
    // Spend the same time as a real check so that a missing account is not told apart by timing.
    await hash(password, options);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
