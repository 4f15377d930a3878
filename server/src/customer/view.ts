import { createHash } from 'node:crypto';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { customerSchema } from '@gamelle/contract/customer/schema';
import { checked } from '../shared/http/checked.ts';
import { authenticationResponseSchema } from '@gamelle/contract/customer/schema';
import type { CustomerRow, UserRow } from './repository.ts';

/** The customer as the Shop API answers it (JSON-LD). */
export function customerView(customer: CustomerRow, user: UserRow | undefined, completed: number) {
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

/** The login answer (spec §3 "Authentication response"). */
export function authenticationView(input: {
  token: string;
  refresh_token: string;
  customer: string;
  user: UserRow;
  customerRow: CustomerRow;
  cart: string | null;
}) {
  return checked(
    authenticationResponseSchema,
    {
      token: input.token,
      refresh_token: input.refresh_token,
      customer: input.customer,
      user: userView(input.user, input.customerRow),
      cart: input.cart,
    },
    'authentication',
  );
}
