import type { Context } from 'hono';
import { unauthorized } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { verifyAccessToken } from './access-tokens.ts';

export interface CurrentCustomer {
  customerId: number;
  email: string;
}

/**
 * The customer of the request's bearer token; null without one. A token that is present but expired or forged
 * is a 401 even on calls open to visitors: the storefront then logs the customer out (spec §8).
 */
export async function currentCustomer(c: Context, services: Services): Promise<CurrentCustomer | null> {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Invalid JWT Token');
  const claims = await verifyAccessToken(services.config.authSecret, match[1]);
  if (claims === 'expired') throw unauthorized('Expired JWT Token');
  if (claims === 'invalid') throw unauthorized('Invalid JWT Token');
  const user = await services.db
    .selectFrom('shop_users')
    .innerJoin('customers', 'customers.id', 'shop_users.customer_id')
    .select(['customers.id', 'customers.email'])
    .where('customers.id', '=', claims.customerId)
    .where('shop_users.enabled', '=', 1)
    .executeTakeFirst();
  // The id decides, not the e-mail: a customer who changes address keeps their session.
  if (!user) throw unauthorized('Invalid JWT Token');
  return { customerId: user.id, email: user.email };
}

/** The customer of the request, or a 401 when there is no valid token. */
export async function requireCustomer(c: Context, services: Services): Promise<CurrentCustomer> {
  const customer = await currentCustomer(c, services);
  if (!customer) throw unauthorized('JWT Token not found');
  return customer;
}
