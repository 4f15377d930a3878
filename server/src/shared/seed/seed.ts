import type { DatabaseHandle } from '../db/database.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedDemoCustomer } from './demo-customer.ts';
import { seedPickupPointRows } from '../../checkout/pickup-points.ts';

/** The whole seed, safe to run on every start: catalogue from content/, then the demo customer once. */
export async function seed(db: DatabaseHandle): Promise<string> {
  const catalogue = await seedCatalogue(db.kysely);
  const demo = await seedDemoCustomer(db.kysely);
  const pickupPoints = await seedPickupPointRows(db.kysely);
  return `${catalogue.products} products, ${catalogue.variants} variants, ${pickupPoints} pickup points${demo ? ', demo customer created' : ''}`;
}
