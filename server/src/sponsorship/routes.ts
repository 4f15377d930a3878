// `/shop/sponsorship` (the caller's programme, invitations, claims) and `/shop/sponsorship-codes/{code}` (what a
// link's page shows): issue 16. HTTP only.
import { sponsorshipClaimBodySchema, sponsorshipInvitationBodySchema } from '@gamelle/contract/sponsorship';
import { Hono } from 'hono';
import { type CustomerEnv, requiredCustomer } from '../customer/middleware.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as sponsorship from './service.ts';

/** Mounted at `/v2/shop`. */
export function sponsorshipRoutes(services: Services): Hono<CustomerEnv> {
  const routes = new Hono<CustomerEnv>();
  const me = requiredCustomer(services);

  routes.get('/sponsorship', me, async (c) =>
    c.json(await sponsorship.sponsorshipOf(services, c.var.me.customerId, requestLocale(c))),
  );
  routes.post('/sponsorship/invitations', me, json(sponsorshipInvitationBodySchema, 'sponsorship'), async (c) =>
    c.json(await sponsorship.invite(services, c.var.me.customerId, c.req.valid('json').email, requestLocale(c)), 201),
  );
  routes.post('/sponsorship/claims', me, json(sponsorshipClaimBodySchema, 'sponsorship'), async (c) =>
    c.json(await sponsorship.claim(services, c.var.me.customerId, c.req.valid('json').code, requestLocale(c))),
  );
  routes.get('/sponsorship-codes/:code', async (c) =>
    c.json(await sponsorship.describeCode(services, c.req.param('code'), requestLocale(c))),
  );
  return routes;
}
