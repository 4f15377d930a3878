import type { CountryCode } from '@gamelle/contract';
import type { ShippingRate } from '@gamelle/contract/cart/totals';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';

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

/** Rates change only when the seed runs: every cart answer reads them, so they are kept a minute in memory. */
const cacheMs = 60_000;
let cached: { at: number; rates: CountryShipping[] } | undefined;

/** The rate of one country; a missing row is a deployment error (the seed was not run), not a client error. */
export async function shippingRate(db: Kysely<Database>, country: CountryCode): Promise<ShippingRate> {
  if (!cached || Date.now() - cached.at > cacheMs) cached = { at: Date.now(), rates: await shippingRates(db) };
  const rate = cached.rates.find((r) => r.country === country);
  if (!rate) throw new Error(`No shipping rate for ${country}: run the seed (pnpm --filter @gamelle/server db:setup).`);
  return { country, fee: rate.fee, freeShippingThreshold: rate.freeShippingThreshold };
}
