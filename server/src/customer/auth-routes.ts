import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { authenticationResponseSchema } from '@gamelle/contract/customer/schema';
import { checked } from '../shared/http/checked.ts';
import { latestCartOf } from '../cart/repository.ts';
import { findCustomer, findCustomerByEmail, userView } from './view.ts';
import type { Database } from '../shared/db/schema.ts';
import { readRawBody, validate } from '../shared/http/body.ts';
import { clientAddress } from '../shared/http/client-address.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { tooManyRequests, unauthorized, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { signAccessToken } from './access-tokens.ts';
import { verifyPassword } from './password-hashing.ts';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { checkLoginThrottle, clearLoginFailures, recordLoginFailure } from './throttle.ts';
import { credentialsRequest, googleLoginRequest, refreshRequest } from './requests.ts';
import { findOrCreateGoogleCustomer } from './google-login.ts';

/** `/shop/authentication-token`: log in with credentials or Google (+ bot check), and refresh. */
export function authRoutes(services: Services): Hono {
  const { db } = services;
  const routes = new Hono();

  routes.post('/', async (c) => {
    const raw = await readRawBody(c);
    const locale = requestLocale(c);
    if (raw && typeof raw === 'object' && 'googleToken' in raw) {
      const body = await validate(c, googleLoginRequest, raw, 'login');
      if (!(await services.botCheck.verify(body.botToken, 'login')))
        throw violation('botToken', 'invalid_bot_check', serverMessage(locale, 'invalid_bot_check'));
      const identity = await services.identity.verify(body.googleToken);
      if (!identity) throw unauthorized('Invalid Google token');
      const userId = await findOrCreateGoogleCustomer(db, identity, locale);
      return c.json(await authenticationResponse(services, userId));
    }
    const body = await validate(c, credentialsRequest, raw, 'login');
    const address = clientAddress(c, services.config.trustProxy);
    const verdict = await checkLoginThrottle(db, body.email, address);
    if (verdict.blocked) throw tooManyRequests(verdict.retryAfterSeconds, serverMessage(locale, 'too_many_logins'));
    const found = await findCustomerByEmail(db, body.email);
    const ok = await verifyPassword(found?.user?.enabled === 1 ? found.user.password_hash : null, body.password);
    if (!ok || !found?.user) {
      await recordLoginFailure(db, body.email, address);
      throw unauthorized('Invalid credentials.');
    }
    await clearLoginFailures(db, body.email);
    return c.json(await authenticationResponse(services, found.user.id));
  });

  routes.post('/refresh', async (c) => {
    const body = await validate(c, refreshRequest, await readRawBody(c), 'login');
    const rotated = await rotateRefreshToken(db, body.refresh_token);
    if (!rotated) throw unauthorized('Invalid JWT Refresh Token');
    return c.json(await authenticationResponse(services, rotated.userId, rotated.refreshToken));
  });

  return routes;
}

/** token, refresh_token, customer, user and the customer's current cart (spec §3 "Authentication response"). */
export async function authenticationResponse(services: Services, userId: number, refreshToken?: string) {
  const db: Kysely<Database> = services.db;
  const user = await db.selectFrom('shop_users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const { customer } = (await findCustomer(db, user.customer_id))!;
  const cart = await latestCartOf(db, customer.id);
  return checked(
    authenticationResponseSchema,
    {
      token: await signAccessToken(services.config.authSecret, customer.email, customer.id),
      refresh_token: refreshToken ?? (await issueRefreshToken(db, user.id)),
      customer: shopIri('customers', customer.id),
      user: userView(user, customer),
      cart: cart?.token_value ?? null,
    },
    'authentication',
  );
}
