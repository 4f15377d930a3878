import type { DatabaseHandle } from '../db/database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoCoupon } from './demo-coupon.ts';
import { seedDemoCustomer } from './demo-customer.ts';
import { seedPickupPointRows } from '../../checkout/pickup-points.ts';

/**
 * The whole seed, safe to run on every start: catalogue from content/, then the demo customer once, and on a demo
 * or development shop the 100 % demo coupon.
 */
export async function seed(db: DatabaseHandle, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const catalogue = await seedCatalogue(db.kysely);
  const demo = await seedDemoCustomer(db.kysely);
  const pickupPoints = await seedPickupPointRows(db.kysely);
  const coupon = await seedDemoCoupon(db.kysely, env);
  return `${catalogue.products} products, ${catalogue.variants} variants, ${pickupPoints} pickup points${demo ? ', demo customer created' : ''}${coupon ? ', demo coupon DEMO100' : ''}`;
}
