import type { CountryCode } from '@gamelle/contract';
import type { ShippingRate } from '@gamelle/contract/domain/cart-totals';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface CountryShipping extends ShippingRate {
  pickupPointFee: number;
}

/** Shipping fees and free-shipping threshold of every delivery country (seeded from content/). */
export async function shippingRates(db: Kysely<Database>): Promise<CountryShipping[]> {
  const rows = await db.selectFrom('shipping_rates').selectAll().orderBy('country_code').execute();
  return rows.map((r) => ({
    country: r.country_code as CountryCode,
    fee: r.home_delivery,
    pickupPointFee: r.pickup_point,
    freeShippingThreshold: r.free_shipping_threshold,
  }));
}

/** The rate of one country; a missing row is a deployment error (the seed was not run), not a client error. */
export async function shippingRate(db: Kysely<Database>, country: CountryCode): Promise<ShippingRate> {
  const row = await db.selectFrom('shipping_rates').selectAll().where('country_code', '=', country).executeTakeFirst();
  if (!row) throw new Error(`No shipping rate for ${country}: run the seed (pnpm --filter @gamelle/server db:setup).`);
  return { country, fee: row.home_delivery, freeShippingThreshold: row.free_shipping_threshold };
}
