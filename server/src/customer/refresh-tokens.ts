import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';

/** Refresh tokens live 30 days; each use replaces it with a new one (rotation). */
export const refreshTokenLifetimeDays = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new refresh token for the user; only its SHA-256 is stored. */
export async function issueRefreshToken(db: Kysely<Database>, userId: number, family?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      family: family ?? randomBytes(16).toString('hex'),
      expires_at: new Date(now.getTime() + refreshTokenLifetimeDays * 86_400_000).toISOString(),
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Spends a refresh token: returns its user and a replacement, or null when the token is unknown, expired or
 * already spent. Presenting a spent token revokes its whole family: someone else may hold a copy.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userId: number; refreshToken: string } | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const now = new Date().toISOString();
  if (row.revoked_at) {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family', '=', row.family)
      .where('revoked_at', 'is', null)
      .execute();
    // A copy was stolen: the access tokens issued so far stop working too.
    await bumpTokenGeneration(db, row.user_id);
    return null;
  }
  if (row.expires_at <= now) return null;
  // Only one of two concurrent refreshes may win the same token.
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('id', '=', row.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  return { userId: row.user_id, refreshToken: await issueRefreshToken(db, row.user_id, row.family) };
}

/** Every access token of the account issued before this call stops working (checked on each call). */
export async function bumpTokenGeneration(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('shop_users')
    .set((eb) => ({ token_generation: eb('token_generation', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Logs the user out everywhere (after a password change or reset): refresh and access tokens alike. */
export async function revokeRefreshTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await bumpTokenGeneration(db, userId);
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Signs one device out: the token's family (it and every token rotated from it) is revoked. */
export async function revokeRefreshTokenFamily(db: Kysely<Database>, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family', '=', row.family)
    .where('revoked_at', 'is', null)
    .execute();
}
