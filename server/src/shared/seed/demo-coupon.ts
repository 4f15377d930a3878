import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A 100 % coupon for demo, development and test shops: the free order of spec §4 ("free orders need no payment")
 * can be shown and tested end to end (e2e/checkout-paths.spec.ts). It is not one of content/'s coupons, which a
 * production shop sells with: a real 100 % code would give the shop away.
 */
export const demoFreeCoupon = {
  code: 'DEMO100',
  kind: 'percentage',
  amount: 100,
  minimum_items_total: 0,
  first_order_only: 0,
  usage_limit: null,
  usage_limit_per_customer: null,
  starts_at: '2026-11-01T00:00:00.000Z',
  expires_at: null,
  enabled: 1,
} as const;

/** Whether this shop is a demo or a development/test one (the demo data's condition, as for the shop clock). */
export function isDemoShop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.DEMO_MODE === '1';
}

/**
 * Writes the demo coupon on a demo shop (idempotent). A production shop never gets it, and one that was a demo
 * before has it disabled (kept, with its usages, rather than deleted).
 */
export async function seedDemoCoupon(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const { code, ...row } = demoFreeCoupon;
  if (!isDemoShop(env)) {
    await db.updateTable('coupons').set({ enabled: 0 }).where('code', '=', code).execute();
    return false;
  }
  await db
    .insertInto('coupons')
    .values({ code, ...row })
    .onConflict((oc) => oc.column('code').doUpdateSet(row))
    .execute();
  return true;
}
