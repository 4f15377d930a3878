// SQL of the customer domain: customers, their shop users (password or Google), reset-password tokens, throttle
// counters. Refresh tokens still keep their own store (refresh-tokens.ts).
import type { Kysely } from 'kysely';
import type { CustomersTable, Database, ShopUsersTable } from '../shared/db/schema.ts';
import type { VerifiedIdentity } from './identity.ts';

type Db = Kysely<Database>;
export type CustomerRow = Omit<CustomersTable, 'id'> & { id: number };
export type UserRow = Omit<ShopUsersTable, 'id' | 'token_generation'> & { id: number; token_generation: number };

export async function findCustomer(db: Db, id: number) {
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!customer) return undefined;
  const user = await db.selectFrom('shop_users').selectAll().where('customer_id', '=', id).executeTakeFirst();
  return { customer, user };
}

export async function findCustomerByEmail(db: Db, email: string) {
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!customer) return undefined;
  const user = await db.selectFrom('shop_users').selectAll().where('customer_id', '=', customer.id).executeTakeFirst();
  return { customer, user };
}

/** The enabled account of an access token's customer. */
export function findEnabledAccount(db: Db, customerId: number) {
  return db
    .selectFrom('shop_users')
    .innerJoin('customers', 'customers.id', 'shop_users.customer_id')
    .select(['customers.id', 'customers.email', 'shop_users.token_generation'])
    .where('customers.id', '=', customerId)
    .where('shop_users.enabled', '=', 1)
    .executeTakeFirst();
}

export function findUser(db: Db, userId: number) {
  return db.selectFrom('shop_users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

export function findUserOfCustomer(db: Db, customerId: number) {
  return db.selectFrom('shop_users').selectAll().where('customer_id', '=', customerId).executeTakeFirstOrThrow();
}

/** A customer with a password account, in one transaction; the new customer's id. */
export async function insertRegisteredCustomer(
  db: Db,
  customer: Omit<CustomersTable, 'id'>,
  passwordHash: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const created = await trx.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('shop_users')
      .values({
        customer_id: created.id,
        password_hash: passwordHash,
        google_subject: null,
        verified: 0,
        enabled: 1,
        created_at: customer.created_at,
      })
      .execute();
    return created.id;
  });
}

export async function emailTakenByAnother(db: Db, email: string, customerId: number): Promise<boolean> {
  const taken = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', customerId)
    .executeTakeFirst();
  return Boolean(taken);
}

export async function ownAddressId(db: Db, customerId: number, addressId: number): Promise<number | null> {
  const own = await db
    .selectFrom('addresses')
    .select('id')
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return own?.id ?? null;
}

export async function updateCustomerRow(
  db: Db,
  customerId: number,
  changes: Partial<Omit<CustomersTable, 'id'>>,
): Promise<void> {
  await db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('shop_users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function insertResetToken(db: Db, tokenHash: string, userId: number, expiresAt: string): Promise<void> {
  await db
    .insertInto('reset_password_tokens')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null })
    .execute();
}

/**
 * Spends a reset token and stores the new password in one transaction; the user's id, or null when the token is
 * unknown, used or expired (or spent at the same moment by another request).
 */
export async function spendResetToken(db: Db, tokenHash: string, now: string, passwordHash: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reset_password_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
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
}

/**
 * In one transaction, the shop user of a Google identity: the one already linked to it, else the account with the
 * same e-mail when Google verified it (now linked), else a new customer without a password (`createdCustomerId`
 * says so: a sign-up, which a sponsorship link's code may join to a sponsor). Null when an account has the e-mail but
 * Google did not verify it: linking it would hand the account over.
 */
export async function findOrCreateGoogleUser(
  db: Db,
  identity: VerifiedIdentity,
  locale: string,
): Promise<{ userId: number; createdCustomerId: number | null } | null> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('shop_users')
      .select('id')
      .where('google_subject', '=', identity.subject)
      .executeTakeFirst();
    if (linked) return { userId: linked.id, createdCustomerId: null };
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
        return { userId: user.id, createdCustomerId: null };
      }
    }
    // An unverified Google e-mail matching an account: linking it would hand the account over.
    if (existing) return null;
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
    return { userId: user.id, createdCustomerId: customer.id };
  });
}

/** The throttle counters of these keys (failed logins, registrations, reset requests). */
export function throttleCounters(db: Db, keys: string[]) {
  return db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
}

export async function deleteThrottleCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/**
 * Adds one to a counter (1 in a new window when the last one is over) and answers it as it now is: an atomic
 * upsert, so concurrent attempts cannot slip past a limit together.
 */
export async function incrementThrottleCounter(
  db: Db,
  key: string,
  windowMinutes: number,
): Promise<{ failures: number; window_started_at: string }> {
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  return db
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
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
}
