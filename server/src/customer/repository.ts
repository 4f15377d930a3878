// SQL of the customer domain's accounts: customers, their shop users, reset-password tokens. Refresh tokens,
// throttle counters and Google sign-ups keep their own stores (refresh-tokens.ts, throttle.ts, google-login.ts).
import type { Kysely } from 'kysely';
import type { CustomersTable, Database, ShopUsersTable } from '../shared/db/schema.ts';

type Db = Kysely<Database>;
export type CustomerRow = Omit<CustomersTable, 'id'> & { id: number };
export type UserRow = Omit<ShopUsersTable, 'id'> & { id: number };

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
    .select(['customers.id', 'customers.email'])
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
