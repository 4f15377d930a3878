import type { Locale } from '@gamelle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import { unauthorized } from '../shared/http/problems.ts';
import type { VerifiedIdentity } from './identity.ts';

/**
 * The shop user of a verified Google identity: the one already linked to it, else the account with the same
 * (Google-verified) e-mail, now linked, else a new customer without a password.
 */
export async function findOrCreateGoogleCustomer(
  db: Kysely<Database>,
  identity: VerifiedIdentity,
  locale: Locale,
): Promise<number> {
  // Identity tokens come from outside: keep what they carry within the columns' sizes.
  if (identity.email.length > 255 || identity.subject.length > 255) throw unauthorized('Invalid Google token');
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('shop_users')
      .select('id')
      .where('google_subject', '=', identity.subject)
      .executeTakeFirst();
    if (linked) return linked.id;
    const now = new Date().toISOString();
    const existing = await trx
      .selectFrom('customers')
      .select('id')
      .where('email', '=', identity.email)
      .executeTakeFirst();
    if (existing && identity.emailVerified) {
      const user = await trx
        .selectFrom('shop_users')
        .select('id')
        .where('customer_id', '=', existing.id)
        .executeTakeFirst();
      if (user) {
        await trx
          .updateTable('shop_users')
          .set({ google_subject: identity.subject, verified: 1 })
          .where('id', '=', user.id)
          .execute();
        return user.id;
      }
    }
    // An unverified Google e-mail matching an account: linking it would hand the account over.
    if (existing) throw unauthorized('Invalid Google token');
    const customer = await trx
      .insertInto('customers')
      .values({
        email: identity.email,
        first_name: identity.firstName?.slice(0, 255) ?? null,
        last_name: identity.lastName?.slice(0, 255) ?? null,
        gender: null,
        birthday: null,
        phone_number: null,
        subscribed_to_newsletter: 0,
        locale_code: locale,
        default_address_id: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('shop_users')
      .values({
        customer_id: customer.id,
        password_hash: null,
        google_subject: identity.subject,
        verified: identity.emailVerified ? 1 : 0,
        enabled: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  });
}
