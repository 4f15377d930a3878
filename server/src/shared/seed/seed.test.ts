import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seed } from './seed.ts';
import { initialStock } from './catalogue.ts';
import { demoFreeCoupon } from './demo-coupon.ts';

describe('seed', () => {
  it('can run again without duplicating anything, and keeps the stock already counted', async () => {
    const db = openDatabase('sqlite::memory:');
    try {
      await migrateToLatest(db);
      await seed(db);
      const count = async (table: 'products' | 'product_variants' | 'customers' | 'addresses' | 'orders' | 'coupons') =>
        Number(
          (
            await db.kysely
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = {
        products: await count('products'),
        variants: await count('product_variants'),
        customers: await count('customers'),
        addresses: await count('addresses'),
        orders: await count('orders'),
        coupons: await count('coupons'),
      };
      expect(before).toMatchObject({ customers: 1, addresses: 2, orders: 1 });
      const sold = (
        await db.kysely
          .selectFrom('product_variants')
          .select('code')
          .where('stock', '=', initialStock)
          .executeTakeFirstOrThrow()
      ).code;
      await db.kysely.updateTable('product_variants').set({ stock: 7 }).where('code', '=', sold).execute();

      await seed(db);
      expect({
        products: await count('products'),
        variants: await count('product_variants'),
        customers: await count('customers'),
        addresses: await count('addresses'),
        orders: await count('orders'),
        coupons: await count('coupons'),
      }).toEqual(before);
      const variant = await db.kysely
        .selectFrom('product_variants')
        .select('stock')
        .where('code', '=', sold)
        .executeTakeFirstOrThrow();
      expect(variant.stock).toBe(7);
    } finally {
      await db.close();
    }
  });

  it('writes the 100 % demo coupon on a demo or development shop only, and disables it on a production one', async () => {
    const db = openDatabase('sqlite::memory:');
    const demoCoupon = () =>
      db.kysely
        .selectFrom('coupons')
        .select(['kind', 'amount', 'enabled'])
        .where('code', '=', demoFreeCoupon.code)
        .executeTakeFirst();
    try {
      await migrateToLatest(db);
      await seed(db, { NODE_ENV: 'production' });
      expect(await demoCoupon()).toBeUndefined();
      await seed(db, { NODE_ENV: 'production', DEMO_MODE: '1' });
      expect(await demoCoupon()).toEqual({ kind: 'percentage', amount: 100, enabled: 1 });
      await seed(db, { NODE_ENV: 'production' });
      expect(await demoCoupon()).toEqual({ kind: 'percentage', amount: 100, enabled: 0 });
      await seed(db, { NODE_ENV: 'development' });
      expect(await demoCoupon()).toEqual({ kind: 'percentage', amount: 100, enabled: 1 });
    } finally {
      await db.close();
    }
  });
});
