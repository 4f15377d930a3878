import { randomBytes } from 'node:crypto';
import type { Locale } from '@gamelle/contract';
import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { hashToken, revokeRefreshTokens } from './refresh-tokens.ts';
import type { Database } from '../shared/db/schema.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { notFound, violation } from '../shared/http/problems.ts';
import { resetPasswordMail } from '../shared/mail/templates.ts';
import type { Services } from '../shared/services.ts';
import { findCustomerByEmail } from './view.ts';

/** A reset link works for 2 hours, once. */
export const resetTokenLifetimeMinutes = 120;

/** Checks the current password, stores the new one and ends every other session (refresh tokens revoked). */
export async function changePassword(
  db: Kysely<Database>,
  customerId: number,
  currentPassword: string,
  newPassword: string,
  locale: Locale,
): Promise<void> {
  const user = await db
    .selectFrom('shop_users')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, currentPassword)))
    throw violation('currentPassword', 'wrong_password', serverMessage(locale, 'wrong_password'));
  await db
    .updateTable('shop_users')
    .set({ password_hash: await hashPassword(newPassword) })
    .where('id', '=', user.id)
    .execute();
  await revokeRefreshTokens(db, user.id);
}

/**
 * Writes the reset e-mail in the customer's own language when the address has an account; answers the same
 * either way so the call cannot be used to find out who is a customer.
 */
export async function requestPasswordReset(services: Services, email: string): Promise<void> {
  const found = await findCustomerByEmail(services.db, email);
  if (!found?.user) return;
  const token = randomBytes(32).toString('base64url');
  await services.db
    .insertInto('reset_password_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: found.user.id,
      expires_at: new Date(Date.now() + resetTokenLifetimeMinutes * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  await services.mailer.send(
    resetPasswordMail({
      to: found.customer.email,
      firstName: found.customer.first_name,
      language: found.customer.locale_code === 'nl' ? 'nl' : 'fr',
      token,
      publicUrl: services.config.publicUrl,
    }),
  );
}

/** Spends a reset token: 404 when unknown, used or expired. */
export async function resetPassword(db: Kysely<Database>, token: string, newPassword: string): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(newPassword);
  const userId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reset_password_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now) return null;
    const spent = await trx
      .updateTable('reset_password_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    await trx.updateTable('shop_users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute();
    return row.user_id;
  });
  if (userId === null) throw notFound('Reset password token not found or expired');
  await revokeRefreshTokens(db, userId);
}
