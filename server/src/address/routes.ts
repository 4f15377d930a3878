// `/shop/addresses`: the customer's address book (spec §7). HTTP only, the rules are in service.ts.
import { addressFormSchema } from '@gamelle/contract';
import { Hono } from 'hono';
import { type CustomerEnv, requiredCustomer } from '../customer/middleware.ts';
import { parseId } from '../shared/http/ids.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as addresses from './service.ts';

/** Mounted at `/v2/shop`. */
export function addressRoutes(services: Services): Hono<CustomerEnv> {
  const me = requiredCustomer(services);
  const routes = new Hono<CustomerEnv>();

  routes.get('/addresses', me, async (c) => c.json(await addresses.listAddresses(services, c.var.me.customerId)));

  routes.post('/addresses', me, json(addressFormSchema, 'address'), async (c) =>
    c.json(await addresses.createAddress(services, c.var.me.customerId, c.req.valid('json')), 201),
  );

  routes.get('/addresses/:id', me, async (c) =>
    c.json(await addresses.readAddress(services, c.var.me.customerId, parseId(c.req.param('id')))),
  );

  routes.put('/addresses/:id', me, json(addressFormSchema, 'address'), async (c) =>
    c.json(
      await addresses.updateAddress(services, c.var.me.customerId, parseId(c.req.param('id')), c.req.valid('json')),
    ),
  );

  routes.delete('/addresses/:id', me, async (c) => {
    await addresses.deleteAddress(services, c.var.me.customerId, parseId(c.req.param('id')));
    return c.body(null, 204);
  });

  return routes;
}
