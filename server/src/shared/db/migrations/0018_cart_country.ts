import type { Kysely } from 'kysely';

// 0018_cart_country (issue 22): a cart ships to the country chosen on the site (the switcher's FR, BE or LU), which
// its channel alone cannot say: the French-language Belgian site serves Belgium and Luxembourg. Null for the carts
// made before, which ship to their channel's country as they did.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('country_code', 'varchar(2)').execute();
}
