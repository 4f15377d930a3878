import {
  categories,
  couponDefinition,
  coupons,
  products,
  productsOfCategory,
  samplePacks,
  shipping,
} from '@gamelle/content';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Units a variant that content says is in stock starts with (content has states, not counts). */
export const initialStock = 1000;

/**
 * Copies the catalogue of content/ into the tables the cart and checkout read (prices, stock, names), plus
 * coupons and shipping rates. Re-running it updates names and prices but keeps the stock already counted.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<{ products: number; variants: number }> {
  let variants = 0;
  await db.transaction().execute(async (trx) => {
    for (const c of categories) {
      const row = {
        code: c.key,
        parent_code: c.parent,
        position: c.position,
        slug_fr: c.slug.fr,
        slug_nl: c.slug.nl,
        name_fr: c.name.fr,
        name_nl: c.name.nl,
      };
      await trx
        .insertInto('categories')
        .values(row)
        .onConflict((oc) => oc.column('code').doUpdateSet(row))
        .execute();
    }

    const sellable = [
      ...products.map((p, position) => ({
        sku: p.sku,
        slug: p.slug,
        name: p.name,
        animal: p.filters.animal,
        energy: p.metabolizable_energy_kcal_per_kg,
        viewable: p.viewable,
        position,
        variants: p.variants,
        categories: categories.filter((c) => productsOfCategory(c).some((listed) => listed.sku === p.sku)),
      })),
      ...samplePacks.map((p, index) => ({
        sku: p.sku,
        slug: p.slug,
        name: p.name,
        animal: p.animal,
        energy: null,
        viewable: true,
        position: products.length + index,
        variants: [p.variant],
        categories: [],
      })),
    ];

    for (const p of sellable) {
      const row = {
        sku: p.sku,
        slug_fr: p.slug.fr,
        slug_nl: p.slug.nl,
        name_fr: p.name.fr,
        name_nl: p.name.nl,
        animal_type: p.animal,
        main_category_code: p.categories.at(-1)?.key ?? null,
        energy_kcal_per_kg: p.energy,
        viewable: p.viewable ? 1 : 0,
        position: p.position,
      };
      await trx
        .insertInto('products')
        .values(row)
        .onConflict((oc) => oc.column('sku').doUpdateSet(row))
        .execute();
      await trx.deleteFrom('product_categories').where('product_sku', '=', p.sku).execute();
      if (p.categories.length)
        await trx
          .insertInto('product_categories')
          .values(p.categories.map((c) => ({ product_sku: p.sku, category_code: c.key })))
          .execute();

      for (const [position, v] of p.variants.entries()) {
        const sellableNow = v.stock === 'in_stock';
        const row = {
          product_sku: p.sku,
          name_fr: v.name.fr,
          name_nl: v.name.nl,
          price: v.base_price,
          enabled: v.stock === 'discontinued' || v.stock === 'no_longer_sold' ? 0 : 1,
          position,
        };
        await trx
          .insertInto('product_variants')
          .values({ ...row, code: v.code, stock: sellableNow ? initialStock : 0 })
          .onConflict((oc) => oc.column('code').doUpdateSet(row))
          .execute();
        if (!sellableNow)
          await trx.updateTable('product_variants').set({ stock: 0 }).where('code', '=', v.code).execute();
        variants++;
      }
    }

    for (const coupon of coupons) {
      const d = couponDefinition(coupon);
      const row = {
        kind: d.kind,
        amount: d.amount,
        minimum_items_total: d.minimumItemsTotal,
        first_order_only: d.firstOrderOnly ? 1 : 0,
        usage_limit: d.usageLimit,
        usage_limit_per_customer: d.usageLimitPerCustomer,
        starts_at: d.startsAt,
        expires_at: d.expiresAt,
        enabled: d.enabled ? 1 : 0,
      };
      await trx
        .insertInto('coupons')
        .values({ code: d.code, ...row })
        .onConflict((oc) => oc.column('code').doUpdateSet(row))
        .execute();
    }

    for (const rate of shipping.countries) {
      const row = {
        home_delivery: rate.home_delivery_cents,
        pickup_point: rate.pickup_point_cents,
        free_shipping_threshold: rate.free_shipping_threshold_cents,
      };
      await trx
        .insertInto('shipping_rates')
        .values({ country_code: rate.country, ...row })
        .onConflict((oc) => oc.column('country_code').doUpdateSet(row))
        .execute();
    }
  });
  return { products: products.length + samplePacks.length, variants };
}
