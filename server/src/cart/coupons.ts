import type { CouponDefinition, CouponKind } from '@gamelle/contract/cart/coupons';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';

export async function findCoupon(db: Kysely<Database>, code: string): Promise<CouponDefinition | undefined> {
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
  };
}

/** Completed uses of the coupon, in all and by the customer (counted at checkout, recorded in coupon_usages). */
export async function couponUsage(
  db: Kysely<Database>,
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
export async function completedOrderCount(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('state', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
