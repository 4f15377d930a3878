import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderItemsTable, OrdersTable } from '../shared/db/schema.ts';
import type { Services } from '../shared/services.ts';

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
export async function cartLines(db: Kysely<Database>, orderId: number): Promise<CartLine[]> {
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
  services: Services,
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
