import { createHash } from 'node:crypto';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { customerSchema } from '@gamelle/contract/customer/schema';
import { checked } from '../shared/http/checked.ts';
import type { Kysely } from 'kysely';
import { completedOrderCount } from '../cart/coupons.ts';
import type { CustomersTable, Database, ShopUsersTable } from '../shared/db/schema.ts';

export type CustomerRow = Omit<CustomersTable, 'id'> & { id: number };
export type UserRow = Omit<ShopUsersTable, 'id'> & { id: number };

/** The customer as the Shop API answers it (JSON-LD). */
export async function customerView(db: Kysely<Database>, customer: CustomerRow, user: UserRow | undefined) {
  const completed = await completedOrderCount(db, customer.id);
  const fullName = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return checked(
    customerSchema,
    {
      '@context': '/api/v2/contexts/Customer',
      '@id': shopIri('customers', customer.id),
      '@type': 'Customer',
      id: customer.id,
      email: customer.email,
      // Analytics and tag managers get this instead of the address itself.
      emailHashed: createHash('sha256').update(customer.email.trim().toLowerCase()).digest('hex'),
      // A Google account may come without names: empty until the customer fills them in.
      firstName: customer.first_name ?? '',
      lastName: customer.last_name ?? '',
      fullName,
      gender: customer.gender === 'm' || customer.gender === 'f' ? customer.gender : null,
      birthday: customer.birthday,
      subscribedToNewsletter: customer.subscribed_to_newsletter === 1,
      communicationLanguage: customer.locale_code === 'nl' ? ('nl' as const) : ('fr' as const),
      defaultAddress: customer.default_address_id === null ? null : shopIri('addresses', customer.default_address_id),
      // Subscriptions come with the next issue: until then nobody is a subscriber.
      subscriber: false,
      newCustomer: completed === 0,
      user: { verified: user?.verified === 1 },
    },
    'customer',
  );
}

export function userView(user: UserRow, customer: CustomerRow) {
  return {
    '@id': shopIri('shop-users', user.id),
    '@type': 'ShopUser',
    id: user.id,
    username: customer.email,
    verified: user.verified === 1,
    subscriber: false,
  };
}

export async function findCustomer(db: Kysely<Database>, id: number) {
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!customer) return undefined;
  const user = await db.selectFrom('shop_users').selectAll().where('customer_id', '=', id).executeTakeFirst();
  return { customer, user };
}

export async function findCustomerByEmail(db: Kysely<Database>, email: string) {
  const customer = await db
    .selectFrom('customers')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!customer) return undefined;
  const user = await db.selectFrom('shop_users').selectAll().where('customer_id', '=', customer.id).executeTakeFirst();
  return { customer, user };
}
