import type { Context, MiddlewareHandler } from 'hono';
import { unauthorized } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { type CurrentCustomer, customerOfToken } from './service.ts';

export type { CurrentCustomer };

/** What the customer middlewares give handlers: `caller` (null for a visitor) or `me` (a logged-in customer). */
export type CustomerEnv = { Variables: { caller: CurrentCustomer | null; me: CurrentCustomer } };

/** The customer of the request's bearer token; null without one, a 401 for a token that is not valid. */
export async function currentCustomer(c: Context, services: Services): Promise<CurrentCustomer | null> {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Invalid JWT Token');
  return customerOfToken(services, match[1]);
}

/** Calls open to visitors: `c.var.caller` is the customer or null. */
export function optionalCustomer(services: Services): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    c.set('caller', await currentCustomer(c, services));
    await next();
  };
}

/** Calls for a logged-in customer: `c.var.me`, or a 401 when there is no valid token. */
export function requiredCustomer(services: Services): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    const customer = await currentCustomer(c, services);
    if (!customer) throw unauthorized('JWT Token not found');
    c.set('me', customer);
    await next();
  };
}
