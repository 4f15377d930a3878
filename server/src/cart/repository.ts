import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable } from '../db/schema.ts';
import type { Services } from '../services.ts';

export type OrderRow = Omit<OrdersTable, 'id'> & { id: number };
export type OrderItemRow = Omit<OrderItemsTable, 'id'> & { id: number };

/** A new cart; its token is the only way to reach it while it has no customer, so it is long and random. */
export async function createCart(
  db: Kysely<Database>,
  input: { channelCode: string; localeCode: string; customerId: number | null },
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
      currency_code: 'EUR',
      coupon_code: null,
      version: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

export async function findOrderByToken(db: Kysely<Database>, token: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('token_value', '=', token).executeTakeFirst();
}

export async function orderItems(db: Kysely<Database>, orderId: number): Promise<OrderItemRow[]> {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/**
 * Runs `change` on the cart inside one transaction that holds the cart's row: on PostgreSQL a row lock
 * (SELECT … FOR UPDATE) queues concurrent changes of the same cart; SQLite has a single writer and Kysely runs
 * one transaction at a time on its connection. Either way no read-modify-write of a cart is lost.
 */
export async function withLockedCart<T>(
  services: Services,
  token: string,
  change: (trx: Transaction<Database>, order: OrderRow) => Promise<T>,
): Promise<{ order: OrderRow; result: T } | null> {
  return services.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('orders').selectAll().where('token_value', '=', token);
    if (services.dialect === 'postgres') query = query.forUpdate();
    const order = await query.executeTakeFirst();
    if (!order) return null;
    const result = await change(trx, order);
    await trx
      .updateTable('orders')
      .set({ version: order.version + 1, updated_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .execute();
    return { order, result };
  });
}

/** The customer's current cart (the newest in state `cart`), for the login response. */
export async function latestCartOf(db: Kysely<Database>, customerId: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('state', '=', 'cart')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
