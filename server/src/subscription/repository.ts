// Every SQL statement of the subscription domain (Kysely).
import type { OrderAddress } from '@gamelle/contract/checkout/schema';
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { SubscriptionRequestsTable, SubscriptionsTable } from './tables.ts';

export type Db = Kysely<Database> | Transaction<Database>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type RequestRow = Selectable<SubscriptionRequestsTable>;

/** A subscription's reference shown to the customer: `AB` and its id on 7 digits. */
export function subscriptionCode(id: number): string {
  return `AB${String(id).padStart(7, '0')}`;
}

export async function subscribedLinesOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['variant_code', 'quantity', 'subscription_interval'])
    .where('order_id', '=', orderId)
    .where('subscription_interval', 'is not', null)
    .orderBy('id')
    .execute();
}

export async function orderForSubscriptions(db: Db, orderId: number) {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const shipment = await db.selectFrom('shipments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return { order, shipment };
}

export async function insertSubscription(
  db: Db,
  values: Omit<SubscriptionsTable, 'id' | 'code'>,
  lines: { variant_code: string; quantity: number }[],
): Promise<number | null> {
  const inserted = await db
    .insertInto('subscriptions')
    .values({ ...values, code: `tmp-${values.origin_order_id}-${values.frequency}` })
    .onConflict((oc) => oc.columns(['origin_order_id', 'frequency']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await db
    .updateTable('subscriptions')
    .set({ code: subscriptionCode(inserted.id) })
    .where('id', '=', inserted.id)
    .execute();
  await db
    .insertInto('subscription_items')
    .values(lines.map((l) => ({ subscription_id: inserted.id, variant_code: l.variant_code, quantity: l.quantity })))
    .execute();
  return inserted.id;
}

export async function insertPaymentMethod(
  db: Db,
  customerId: number,
  provider: string,
  method: { reference: string; brand: string; last4: string; expMonth: number; expYear: number },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('payment_methods')
    .values({
      customer_id: customerId,
      provider,
      reference: method.reference,
      brand: method.brand,
      last4: method.last4,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPaymentMethodOfOrigin(db: Db, orderId: number, methodId: number, now: string) {
  await db
    .updateTable('subscriptions')
    .set({ payment_method_id: methodId, updated_at: now })
    .where('origin_order_id', '=', orderId)
    .execute();
}

export async function hasSubscribedLines(db: Db, orderId: number): Promise<boolean> {
  return (await subscribedLinesOf(db, orderId)).length > 0;
}

export async function subscriptionsOf(db: Db, customerId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
}

export async function subscriptionByCode(db: Db, code: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function subscriptionById(db: Db, id: number, lock = false): Promise<SubscriptionRow | undefined> {
  let query = db.selectFrom('subscriptions').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateSubscription(db: Db, id: number, values: Partial<Omit<SubscriptionsTable, 'id'>>) {
  await db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
}

/** The lines with their variant, product and stock (the detail, the draft's prices, the alerts). */
export async function itemsOf(db: Db, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return [];
  return db
    .selectFrom('subscription_items as i')
    .leftJoin('product_variants as v', 'v.code', 'i.variant_code')
    .leftJoin('products as p', 'p.sku', 'v.product_sku')
    .select([
      'i.subscription_id',
      'i.variant_code',
      'i.quantity',
      'v.price',
      'v.stock',
      'v.enabled',
      'v.name_fr as variant_fr',
      'v.name_nl as variant_nl',
      'p.name_fr',
      'p.name_nl',
      'p.sku',
    ])
    .where('i.subscription_id', 'in', subscriptionIds)
    .orderBy('i.id')
    .execute();
}

export async function paymentMethodById(db: Db, id: number | null) {
  if (id === null) return undefined;
  return db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function paymentMethodsOf(db: Db, customerId: number) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .execute();
}

export async function pickupPointByCode(db: Db, code: string | null) {
  if (!code) return undefined;
  return db.selectFrom('pickup_points').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function addressOf(db: Db, customerId: number, id: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function ordersOfSubscription(db: Db, subscriptionId: number, originOrderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('subscription_id', '=', subscriptionId), eb('id', '=', originOrderId)]))
    .where('state', '!=', 'cart')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertRequest(db: Db, values: Omit<SubscriptionRequestsTable, 'id'>): Promise<RequestRow> {
  return db.insertInto('subscription_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function openCancellation(db: Db, subscriptionId: number) {
  return db
    .selectFrom('subscription_requests')
    .select('id')
    .where('subscription_id', '=', subscriptionId)
    .where('kind', '=', 'cancellation')
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function requestsFor(db: Db, status: 'open' | 'closed' | 'all') {
  let query = db
    .selectFrom('subscription_requests as r')
    .innerJoin('subscriptions as s', 's.id', 'r.subscription_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .selectAll('r')
    .select(['s.code', 'c.email', 's.deliveries'])
    .orderBy('r.id');
  if (status !== 'all') query = query.where('r.status', '=', status);
  return query.execute();
}

export async function closeRequest(db: Db, id: number, note: string | null, now: string) {
  return db
    .updateTable('subscription_requests')
    .set({ status: 'closed', closed_at: now, closing_note: note })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

// --- the scheduler's questions (subscription/renewal.ts) ---

/** Active subscriptions whose next shipment is within a week and still changeable: the reminders. */
export async function dueForReminder(db: Db, today: string, inAWeek: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'next_shipping_date', 'modification_limit_date'])
    .where('status', '=', 'active')
    .where('next_shipping_date', '<=', inAWeek)
    .where('modification_limit_date', '>=', today)
    .execute();
}

/** Past the cut-off: renew now. In payment failure: retry on the retry day. */
export async function dueForRenewal(db: Db, today: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'next_shipping_date', 'failed_attempts'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'active'), eb('modification_limit_date', '<', today)]),
        eb.and([eb('status', '=', 'payment_failure'), eb('next_retry_date', '<=', today)]),
      ]),
    )
    .execute();
}

/** Paid renewal orders whose shipping day has come (the warehouse ships them). */
export async function dueForShipping(db: Db, today: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number'])
    .where('subscription_id', 'is not', null)
    .where('payment_state', '=', 'paid')
    .where('shipping_state', '=', 'ready')
    .where('state', '=', 'completed')
    .where('subscription_shipping_date', '<=', today)
    .execute();
}

export async function renewalOrder(db: Db, subscriptionId: number, date: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('subscription_shipping_date', '=', date)
    .executeTakeFirst();
}

export async function paymentsOf(db: Db, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function customerOf(db: Db, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['email', 'first_name', 'locale_code'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

export function parseAddress(json: string): OrderAddress {
  return JSON.parse(json) as OrderAddress;
}

export { sql };
