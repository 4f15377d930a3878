import { products } from '@gamelle/content';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../customer/password-hashing.ts';
import { insertCart } from '../../cart/repository.ts';
import type { Database } from '../db/schema.ts';

/** The demo account named in the README (a demo password, not a secret: it only exists in the demo data). */
export const demoCustomer = { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026' } as const;

/** Creates the demo customer with two addresses and a cart, once; later runs leave it as the demo left it. */
export async function seedDemoCustomer(db: Kysely<Database>): Promise<boolean> {
  const existing = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', demoCustomer.email)
    .executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(demoCustomer.password);
  const now = new Date().toISOString();
  const customerId = await db.transaction().execute(async (trx) => {
    const customer = await trx
      .insertInto('customers')
      .values({
        email: demoCustomer.email,
        first_name: 'Camille',
        last_name: 'Martin',
        gender: 'f',
        birthday: '1988-04-12',
        phone_number: '+33612345678',
        subscribed_to_newsletter: 1,
        locale_code: 'fr',
        default_address_id: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shop_users')
      .values({
        customer_id: customer.id,
        password_hash: passwordHash,
        google_subject: null,
        verified: 1,
        enabled: 1,
        created_at: now,
      })
      .execute();
    const base = {
      customer_id: customer.id,
      company: null,
      province_code: null,
      province_name: null,
      phone_number2: null,
      created_at: now,
    };
    const home = await trx
      .insertInto('addresses')
      .values({
        ...base,
        alias: 'Maison',
        first_name: 'Camille',
        last_name: 'Martin',
        country_code: 'FR',
        street: '12 rue des Tilleuls',
        street2: null,
        postcode: '69003',
        city: 'Lyon',
        phone_number: '+33612345678',
        delivery_instructions: 'Digicode 4521',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('addresses')
      .values({
        ...base,
        alias: 'Chez mes parents',
        first_name: 'Camille',
        last_name: 'Martin',
        country_code: 'BE',
        street: 'Rue de la Station 8',
        street2: null,
        postcode: '1300',
        city: 'Wavre',
        phone_number: '+32470123456',
        delivery_instructions: null,
      })
      .execute();
    await trx.updateTable('customers').set({ default_address_id: home.id }).where('id', '=', customer.id).execute();
    return customer.id;
  });

  const token = await insertCart(db, { channelCode: 'gamelle_fr', localeCode: 'fr_FR', countryCode: 'FR', customerId });
  const order = await db.selectFrom('orders').select('id').where('token_value', '=', token).executeTakeFirstOrThrow();
  const [first, second] = products.filter((p) => p.viewable && p.variants.some((v) => v.stock === 'in_stock'));
  const lines = [
    { product: first, quantity: 1, subscriptionInterval: 31 },
    { product: second, quantity: 2, subscriptionInterval: null },
  ];
  for (const line of lines) {
    const variant = line.product?.variants.find((v) => v.stock === 'in_stock');
    if (!variant) continue;
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        variant_code: variant.code,
        quantity: line.quantity,
        subscription_interval: line.subscriptionInterval,
        unit_price: variant.base_price,
        source_item_list: null,
        upsell: 0,
        created_at: now,
      })
      .execute();
  }
  return true;
}
