// Newsletter sign-ups and their coupons: the only SQL of the newsletter.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { NewsletterSubscriptionsTable } from './newsletter-tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type NewsletterRow = Selectable<NewsletterSubscriptionsTable>;

export function findByEmail(db: Db, email: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findByConfirmationToken(db: Db, tokenHash: string): Promise<NewsletterRow | undefined> {
  return db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('confirmation_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findByUnsubscribeToken(db: Db, token: string): Promise<NewsletterRow | undefined> {
  return db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

export async function insertPending(
  db: Db,
  row: Pick<
    NewsletterSubscriptionsTable,
    | 'email'
    | 'locale'
    | 'source'
    | 'confirmation_token_hash'
    | 'confirmation_expires_at'
    | 'unsubscribe_token'
    | 'created_at'
  >,
): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values({ ...row, status: 'pending' })
    .execute();
}

/** A new confirmation link for a row that is pending or unsubscribed (a confirmed row keeps its state). */
export async function renewConfirmation(
  db: Db,
  id: number,
  values: { locale: string; source: string; confirmation_token_hash: string; confirmation_expires_at: string },
): Promise<void> {
  await db.updateTable('newsletter_subscriptions').set(values).where('id', '=', id).execute();
}

/**
 * Confirms a pending row once: false when another request confirmed it first. The link's token stays until it
 * expires (or the address leaves the list), so a second click on it says the address is already on the list.
 */
export async function markConfirmed(db: Db, id: number, confirmedAt: string, couponCode: string | null) {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'confirmed',
      confirmed_at: confirmedAt,
      unsubscribed_at: null,
      ...(couponCode ? { coupon_code: couponCode } : {}),
    })
    .where('id', '=', id)
    .where('status', '!=', 'confirmed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markUnsubscribed(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'unsubscribed', unsubscribed_at: at, confirmation_token_hash: null, confirmation_expires_at: null })
    .where('id', '=', id)
    .execute();
}

/** The newsletter's first-order coupon: one use in all, on a first order, for the given amount and time. */
export async function insertCoupon(
  db: Db,
  coupon: { code: string; amountCents: number; startsAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      code: coupon.code,
      kind: 'fixed_amount',
      amount: coupon.amountCents,
      minimum_items_total: 0,
      first_order_only: 1,
      usage_limit: 1,
      usage_limit_per_customer: 1,
      starts_at: coupon.startsAt,
      expires_at: coupon.expiresAt,
      enabled: 1,
    })
    .execute();
}

/** Keeps a customer's account flag in step with the newsletter list (spec §3 subscribedToNewsletter). */
export async function setCustomerNewsletterFlag(db: Db, email: string, subscribed: boolean): Promise<void> {
  await db
    .updateTable('customers')
    .set({ subscribed_to_newsletter: subscribed ? 1 : 0 })
    .where('email', '=', email)
    .execute();
}

export type NewsletterListFilter = NewsletterRow['status'] | 'all';

/** The list as operators read it: each sign-up with its coupon's expiry and whether an order has spent it. */
export function subscribersFor(db: Db, filter: NewsletterListFilter, email?: string) {
  let query = db
    .selectFrom('newsletter_subscriptions as n')
    .leftJoin('coupons as c', 'c.code', 'n.coupon_code')
    .selectAll('n')
    .select((eb) => [
      'c.expires_at as coupon_expires_at',
      eb
        .selectFrom('coupon_usages as u')
        .whereRef('u.coupon_code', '=', 'n.coupon_code')
        .select((u) => u.fn.countAll<number | string>().as('uses'))
        .as('coupon_uses'),
    ])
    .orderBy('n.id');
  if (filter !== 'all') query = query.where('n.status', '=', filter);
  if (email !== undefined) query = query.where('n.email', '=', email);
  return query.execute();
}
