// Sponsorship codes, friends and their reward coupons: the only SQL of the sponsorship domain.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { SponsorshipsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SponsorshipRow = Selectable<SponsorshipsTable>;

export interface CustomerBrief {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  locale_code: string;
}

export function findCustomer(db: Db, id: number): Promise<CustomerBrief | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'email', 'first_name', 'last_name', 'locale_code'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An e-mail with an account (a registered user), not a guest who once left it. */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .innerJoin('shop_users', 'shop_users.customer_id', 'customers.id')
    .select('customers.id')
    .where('customers.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findCode(db: Db, customerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sponsorship_codes')
    .select('code')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.code;
}

/** Keeps the first code made for the customer: two first visits at once end with one code. */
export async function insertCode(db: Db, customerId: number, code: string, at: string): Promise<void> {
  await db
    .insertInto('sponsorship_codes')
    .values({ customer_id: customerId, code, created_at: at })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

export function findCodeOwner(db: Db, code: string): Promise<CustomerBrief | undefined> {
  return db
    .selectFrom('sponsorship_codes')
    .innerJoin('customers', 'customers.id', 'sponsorship_codes.customer_id')
    .select(['customers.id', 'customers.email', 'customers.first_name', 'customers.last_name', 'customers.locale_code'])
    .where('sponsorship_codes.code', '=', code)
    .executeTakeFirst();
}

/** The sponsor's friends with their names once registered, newest first. */
export function listFriends(db: Db, sponsorId: number) {
  return db
    .selectFrom('sponsorships')
    .leftJoin('customers', 'customers.id', 'sponsorships.friend_customer_id')
    .selectAll('sponsorships')
    .select(['customers.first_name as friend_first_name', 'customers.last_name as friend_last_name'])
    .where('sponsorships.sponsor_customer_id', '=', sponsorId)
    .orderBy('sponsorships.id', 'desc')
    .execute();
}

export function findByFriend(db: Db, friendId: number): Promise<SponsorshipRow | undefined> {
  return db.selectFrom('sponsorships').selectAll().where('friend_customer_id', '=', friendId).executeTakeFirst();
}

export function findInvitation(db: Db, sponsorId: number, email: string): Promise<SponsorshipRow | undefined> {
  return db
    .selectFrom('sponsorships')
    .selectAll()
    .where('sponsor_customer_id', '=', sponsorId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** A new invitation, or the same one sent again (its date moves). */
export async function upsertInvitation(db: Db, sponsorId: number, email: string, at: string): Promise<SponsorshipRow> {
  const existing = await findInvitation(db, sponsorId, email);
  if (existing) {
    await db.updateTable('sponsorships').set({ invited: 1, invited_at: at }).where('id', '=', existing.id).execute();
  } else {
    await db
      .insertInto('sponsorships')
      .values({ sponsor_customer_id: sponsorId, email, invited: 1, status: 'invited', invited_at: at, created_at: at })
      .execute();
  }
  return (await findInvitation(db, sponsorId, email))!;
}

/** The friend joins the sponsor: the invitation's row when there is one, else a new row (the shared link). */
export async function attachFriend(
  db: Db,
  input: { sponsorId: number; friendId: number; email: string; couponCode: string; at: string },
): Promise<void> {
  const values = {
    friend_customer_id: input.friendId,
    status: 'registered' as const,
    friend_coupon_code: input.couponCode,
    registered_at: input.at,
  };
  const invitation = await findInvitation(db, input.sponsorId, input.email);
  if (invitation) await db.updateTable('sponsorships').set(values).where('id', '=', invitation.id).execute();
  else
    await db
      .insertInto('sponsorships')
      .values({ ...values, sponsor_customer_id: input.sponsorId, email: input.email, invited: 0, created_at: input.at })
      .execute();
}

/** The friend's first placed order: only a registered friend moves on (later orders change nothing). */
export async function markOrdered(db: Db, friendId: number, orderId: number, at: string): Promise<void> {
  await db
    .updateTable('sponsorships')
    .set({ status: 'ordered', first_order_id: orderId, ordered_at: at })
    .where('friend_customer_id', '=', friendId)
    .where('status', '=', 'registered')
    .execute();
}

/** The first order was cancelled before shipping: the friend's next order counts instead. */
export async function revertOrdered(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('sponsorships')
    .set({ status: 'registered', first_order_id: null, ordered_at: null })
    .where('first_order_id', '=', orderId)
    .where('status', '=', 'ordered')
    .execute();
}

export function findOrderedByOrder(db: Db, orderId: number): Promise<SponsorshipRow | undefined> {
  return db
    .selectFrom('sponsorships')
    .selectAll()
    .where('first_order_id', '=', orderId)
    .where('status', '=', 'ordered')
    .executeTakeFirst();
}

/** Rewards once: false when the row was rewarded already. */
export async function markRewarded(db: Db, id: number, couponCode: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sponsorships')
    .set({ status: 'rewarded', sponsor_coupon_code: couponCode, rewarded_at: at })
    .where('id', '=', id)
    .where('status', '=', 'ordered')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reward coupon: one use, by its owner only; first orders only for the friend's. */
export async function insertCoupon(
  db: Db,
  coupon: {
    code: string;
    amountCents: number;
    ownerId: number;
    firstOrderOnly: boolean;
    startsAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      code: coupon.code,
      kind: 'fixed_amount',
      amount: coupon.amountCents,
      minimum_items_total: 0,
      first_order_only: coupon.firstOrderOnly ? 1 : 0,
      usage_limit: 1,
      usage_limit_per_customer: 1,
      starts_at: coupon.startsAt,
      expires_at: coupon.expiresAt,
      enabled: 1,
      customer_id: coupon.ownerId,
    })
    .execute();
}

/** The coupons with their issue and end dates, and whether a placed order used them. */
export async function coupons(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('coupons')
    .select(['code', 'amount', 'starts_at', 'expires_at'])
    .where('code', 'in', codes)
    .execute();
  const used = await db.selectFrom('coupon_usages').select('coupon_code').where('coupon_code', 'in', codes).execute();
  const usedCodes = new Set(used.map((u) => u.coupon_code));
  return rows.map((row) => ({ ...row, used: usedCodes.has(row.code) }));
}

/** Orders the customer placed (completed, whatever happened next): they are no longer a new customer. */
export async function placedOrderCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('checkout_completed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
