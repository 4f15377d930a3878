// The customer calls of spec §7 (lookup, registration, login and refresh, profile, password change and reset):
// HTTP only, the rules are in service.ts.
import {
  credentialsBodySchema,
  customerLookupBodySchema,
  customerLookupResponseSchema,
  customerUpdateBodySchema,
  googleLoginBodySchema,
  passwordChangeBodySchema,
  refreshTokenBodySchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
} from '@gamelle/contract/customer/schema';
import { Hono, type MiddlewareHandler } from 'hono';
import { checked } from '../shared/http/checked.ts';
import { clientAddress } from '../shared/http/client-address.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { notFound } from '../shared/http/problems.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import { type CustomerEnv, requiredCustomer } from './middleware.ts';
import * as customers from './service.ts';

/** Mounted at `/v2/shop`. */
export function customerRoutes(services: Services): Hono<CustomerEnv> {
  const me = requiredCustomer(services);
  const routes = new Hono<CustomerEnv>();
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, services.config.trustProxy);

  /** The token's own customer only: another id answers 404, as if it did not exist. */
  const own: MiddlewareHandler<CustomerEnv> = async (c, next) => {
    if (c.req.param('id') !== String(c.var.me.customerId)) throw notFound('Customer not found');
    await next();
  };

  routes.post('/customer/lookup', json(customerLookupBodySchema, 'emailLookup'), async (c) =>
    c.json(
      checked(
        customerLookupResponseSchema,
        await customers.lookup(services, c.req.valid('json').email, address(c), requestLocale(c)),
        'lookup',
      ),
    ),
  );

  routes.post('/customers', json(registrationBodySchema, 'registration'), async (c) =>
    c.json(await customers.register(services, c.req.valid('json'), address(c), requestLocale(c)), 201),
  );

  routes.get('/customers/:id', me, own, async (c) => c.json(await customers.profile(services, c.var.me.customerId)));

  routes.put('/customers/:id', me, own, json(customerUpdateBodySchema, 'profile'), async (c) =>
    c.json(await customers.updateProfile(services, c.var.me.customerId, c.req.valid('json'), requestLocale(c))),
  );

  routes.put('/customers/:id/password', me, own, json(passwordChangeBodySchema, 'passwordChange'), async (c) => {
    const body = c.req.valid('json');
    await customers.changePassword(
      services,
      c.var.me.customerId,
      body.currentPassword,
      body.newPassword,
      requestLocale(c),
      address(c),
    );
    return c.body(null, 204);
  });

  // Log in with credentials or with Google, each with its bot check: the body's shape says which.
  routes.post(
    '/authentication-token',
    json((body) => ('googleToken' in body ? googleLoginBodySchema : credentialsBodySchema), 'login'),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(
        'googleToken' in body
          ? await customers.logInWithGoogle(services, body, requestLocale(c))
          : await customers.logInWithPassword(services, body, address(c), requestLocale(c)),
      );
    },
  );

  routes.post('/authentication-token/refresh', json(refreshTokenBodySchema, 'login'), async (c) =>
    c.json(await customers.refresh(services, c.req.valid('json').refresh_token)),
  );

  // Sign-out: the refresh token (and every token rotated from it) stops working. 204 whether or not it was known,
  // so the answer tells nothing about a token.
  routes.post('/authentication-token/revoke', json(refreshTokenBodySchema, 'login'), async (c) => {
    await customers.signOut(services, c.req.valid('json').refresh_token);
    return c.body(null, 204);
  });

  routes.post('/reset-password-requests', json(resetPasswordRequestBodySchema, 'resetPasswordRequest'), async (c) => {
    await customers.requestPasswordReset(services, c.req.valid('json').email, address(c), requestLocale(c));
    return c.body(null, 202);
  });

  routes.patch('/reset-password-requests/:token', json(resetPasswordBodySchema, 'passwordReset'), async (c) => {
    await customers.resetPassword(services, c.req.param('token'), c.req.valid('json').newPassword, requestLocale(c));
    return c.body(null, 202);
  });

  return routes;
}
