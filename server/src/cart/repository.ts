// Every SQL statement of the cart domain (orders in state `cart`, their lines, coupons, shipping rates).
import { randomBytes } from 'node:crypto';
import type { CountryCode } from '@gamelle/contract';
import type { CouponDefinition, CouponKind } from '@gamelle/contract/cart/coupons';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable } from '../shared/db/schema.ts';
import type { Services } from '../shared/services.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Omit<OrderItemsTable, 'id'> & { id: number };
type Db = Kysely<Database>;

/** A new cart; its token is the only way to reach it while it has no customer, so it is long and random. */
export async function insertCart(
  db: Db,
  input: { channelCode: string; localeCode: string; countryCode: string | null; customerId: number | null },
): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  const now = new Date().toISOString();
  await db
    .insertInto('orders')
    .values({
      token_value: token,
      state: 'cart',
      customer_id: input.customerId,
      channel_code: input.channelCode,
      locale_code: input.localeCode,
      country_code: input.countryCode,
      currency_code: 'EUR',
      coupon_code: null,
      version: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

export async function findOrderByToken(db: Db, token: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('token_value', '=', token).executeTakeFirst();
}

/** A cart line with what the answer says of its variant (null when the catalogue no longer has it). */
export interface CartLine extends OrderItemRow {
  variant: {
    sku: string;
    slugFr: string;
    slugNl: string;
    nameFr: string;
    nameNl: string;
    variantFr: string;
    variantNl: string;
  } | null;
}

/** The cart's lines, in the order they were added, with their variants' names: one query. */
export async function cartLines(db: Db, orderId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('order_items as i')
    .leftJoin('product_variants as v', 'v.code', 'i.variant_code')
    .leftJoin('products as p', 'p.sku', 'v.product_sku')
    .selectAll('i')
    .select([
      'p.sku as p_sku',
      'p.slug_fr as p_slug_fr',
      'p.slug_nl as p_slug_nl',
      'p.name_fr as p_name_fr',
      'p.name_nl as p_name_nl',
      'v.name_fr as v_name_fr',
      'v.name_nl as v_name_nl',
    ])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  return rows.map(({ p_sku, p_slug_fr, p_slug_nl, p_name_fr, p_name_nl, v_name_fr, v_name_nl, ...item }) => ({
    ...item,
    variant:
      p_sku === null
        ? null
        : {
            sku: p_sku,
            slugFr: p_slug_fr!,
            slugNl: p_slug_nl!,
            nameFr: p_name_fr!,
            nameNl: p_name_nl!,
            variantFr: v_name_fr!,
            variantNl: v_name_nl!,
          },
  }));
}

/**
 * Runs `change` on the cart inside one transaction that holds the cart's row: on PostgreSQL a row lock
 * (SELECT … FOR UPDATE) queues concurrent changes of the same cart; SQLite has a single writer and Kysely runs
 * one transaction at a time on its connection. Either way no read-modify-write of a cart is lost. The cart's
 * version is then bumped, which also reads the cart back as the change left it (RETURNING; nothing when the change
 * deleted it), and `answer` builds the reply in the same transaction, so it shows exactly this change without
 * another round trip for the order. Null when no cart has this token.
 */
export async function withLockedCart<T>(
  services: Pick<Services, 'db' | 'dialect'>,
  token: string,
  change: (trx: Transaction<Database>, order: OrderRow) => Promise<void>,
  answer: (trx: Transaction<Database>, changed: OrderRow | undefined) => Promise<T>,
): Promise<{ answer: T } | null> {
  return services.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('orders').selectAll().where('token_value', '=', token);
    if (services.dialect === 'postgres') query = query.forUpdate();
    const order = await query.executeTakeFirst();
    if (!order) return null;
    await change(trx, order);
    const changed = await trx
      .updateTable('orders')
      .set({ version: order.version + 1, updated_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirst();
    return { answer: await answer(trx, changed) };
  });
}

/** The customer's current cart (the newest in state `cart`), for the login response. */
export async function latestCartOf(db: Db, customerId: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('state', '=', 'cart')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findLine(db: Db, orderId: number, itemId: number): Promise<OrderItemRow | undefined> {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export function linesOfVariant(db: Db, orderId: number, code: string): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('variant_code', '=', code)
    .execute();
}

export async function updateLine(
  db: Db,
  itemId: number,
  set: { quantity: number; unitPrice: number; subscriptionInterval?: number | null },
): Promise<void> {
  await db
    .updateTable('order_items')
    .set({
      quantity: set.quantity,
      unit_price: set.unitPrice,
      ...(set.subscriptionInterval === undefined ? {} : { subscription_interval: set.subscriptionInterval }),
    })
    .where('id', '=', itemId)
    .execute();
}

export async function insertLine(
  db: Db,
  line: {
    orderId: number;
    variantCode: string;
    quantity: number;
    subscriptionInterval: number | null;
    unitPrice: number;
    sourceItemList: string | null;
    upsell: boolean;
  },
): Promise<void> {
  await db
    .insertInto('order_items')
    .values({
      order_id: line.orderId,
      variant_code: line.variantCode,
      quantity: line.quantity,
      subscription_interval: line.subscriptionInterval,
      unit_price: line.unitPrice,
      source_item_list: line.sourceItemList,
      upsell: line.upsell ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Whether a line was deleted. */
export async function deleteLine(db: Db, orderId: number, itemId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('order_items')
    .where('order_id', '=', orderId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function setCoupon(db: Db, orderId: number, code: string | null): Promise<void> {
  await db.updateTable('orders').set({ coupon_code: code }).where('id', '=', orderId).execute();
}

/** Moves the cart to a channel (its locale code) and the country it ships to. */
export async function setChannel(
  db: Db,
  orderId: number,
  set: { channelCode: string; localeCode: string; countryCode: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ channel_code: set.channelCode, locale_code: set.localeCode, country_code: set.countryCode })
    .where('id', '=', orderId)
    .execute();
}

export async function setCustomer(db: Db, orderId: number, customerId: number): Promise<void> {
  await db.updateTable('orders').set({ customer_id: customerId }).where('id', '=', orderId).execute();
}

export async function deleteOrder(db: Db, orderId: number): Promise<void> {
  await db.deleteFrom('orders').where('id', '=', orderId).execute();
}

export async function findCoupon(db: Db, code: string): Promise<CouponDefinition | undefined> {
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return undefined;
  return {
    code: row.code,
    kind: row.kind as CouponKind,
    amount: row.amount,
    minimumItemsTotal: row.minimum_items_total,
    firstOrderOnly: row.first_order_only === 1,
    usageLimit: row.usage_limit,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    startsAt: row.starts_at,
    expiresAt: row.expires_at,
    enabled: row.enabled === 1,
    ownerCustomerId: row.customer_id,
  };
}

/** Completed uses of the coupon, in all and by the customer (counted at checkout, recorded in coupon_usages). */
export async function couponUsage(
  db: Db,
  code: string,
  customerId: number | null,
): Promise<{ total: number; byCustomer: number }> {
  const total = await db
    .selectFrom('coupon_usages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_code', '=', code)
    .executeTakeFirstOrThrow();
  if (customerId === null) return { total: Number(total.n), byCustomer: 0 };
  const mine = await db
    .selectFrom('coupon_usages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_code', '=', code)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { total: Number(total.n), byCustomer: Number(mine.n) };
}

/** Orders the customer has completed: the newsletter coupon is for the first one only. */
export async function completedOrderCount(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('state', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface CountryShipping {
  country: CountryCode;
  fee: number;
  pickupPointFee: number;
  freeShippingThreshold: number;
}

/** Shipping fees and free-shipping threshold of every delivery country (seeded from content/). */
export async function shippingRates(db: Db): Promise<CountryShipping[]> {
  const rows = await db.selectFrom('shipping_rates').selectAll().orderBy('country_code').execute();
  return rows.map((r) => ({
    country: r.country_code as CountryCode,
    fee: r.home_delivery,
    pickupPointFee: r.pickup_point,
    freeShippingThreshold: r.free_shipping_threshold,
  }));
}
