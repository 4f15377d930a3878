// `/shop/subscriptions`: the customer's subscriptions and their self-service (issue 15). HTTP only.
import {
  cancellationRequestBodySchema,
  changeDeliveryBodySchema,
  changeFrequencyBodySchema,
  changePaymentMethodBodySchema,
  changeShippingDateBodySchema,
  shipNowBodySchema,
  subscriptionContactBodySchema,
} from '@gamelle/contract/subscription';
import { Hono } from 'hono';
import { type CustomerEnv, requiredCustomer } from '../customer/middleware.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as subscriptions from './service.ts';
import { createWebViewLink } from './web-view.ts';

/** Mounted at `/v2/shop`. */
export function subscriptionRoutes(services: Services): Hono<CustomerEnv> {
  const me = requiredCustomer(services);
  const routes = new Hono<CustomerEnv>();
  const who = (c: { var: CustomerEnv['Variables'] }) => c.var.me.customerId;

  routes.get('/subscriptions', me, async (c) =>
    c.json(await subscriptions.listSubscriptions(services, who(c), requestLocale(c))),
  );
  routes.get('/saved-payment-methods', me, async (c) =>
    c.json(await subscriptions.savedPaymentMethods(services, who(c))),
  );
  routes.get('/subscriptions/:code', me, async (c) =>
    c.json(await subscriptions.readSubscription(services, who(c), c.req.param('code'), requestLocale(c))),
  );
  routes.get('/subscriptions/:code/orders', me, async (c) =>
    c.json(await subscriptions.subscriptionHistory(services, who(c), c.req.param('code'), requestLocale(c))),
  );
  routes.patch('/subscriptions/:code/frequency', me, json(changeFrequencyBodySchema, 'subscription'), async (c) =>
    c.json(
      await subscriptions.changeFrequency(
        services,
        who(c),
        c.req.param('code'),
        c.req.valid('json').frequency,
        requestLocale(c),
      ),
    ),
  );
  routes.patch(
    '/subscriptions/:code/next-shipping-date',
    me,
    json(changeShippingDateBodySchema, 'subscription'),
    async (c) =>
      c.json(
        await subscriptions.changeShippingDate(
          services,
          who(c),
          c.req.param('code'),
          c.req.valid('json').nextShippingDate,
          requestLocale(c),
        ),
      ),
  );
  routes.post('/subscriptions/:code/ship-now', me, json(shipNowBodySchema, 'subscription'), async (c) =>
    c.json(await subscriptions.shipNow(services, who(c), c.req.param('code'), requestLocale(c))),
  );
  routes.patch('/subscriptions/:code/delivery', me, json(changeDeliveryBodySchema, 'subscription'), async (c) =>
    c.json(
      await subscriptions.changeDelivery(services, who(c), c.req.param('code'), c.req.valid('json'), requestLocale(c)),
    ),
  );
  routes.patch(
    '/subscriptions/:code/payment-method',
    me,
    json(changePaymentMethodBodySchema, 'subscription'),
    async (c) =>
      c.json(
        await subscriptions.changePaymentMethod(
          services,
          who(c),
          c.req.param('code'),
          c.req.valid('json'),
          requestLocale(c),
        ),
      ),
  );
  routes.post(
    '/subscriptions/:code/cancellation-requests',
    me,
    json(cancellationRequestBodySchema, 'subscription'),
    async (c) =>
      c.json(
        await subscriptions.requestCancellation(
          services,
          who(c),
          c.req.param('code'),
          c.req.valid('json'),
          requestLocale(c),
        ),
        201,
      ),
  );
  // The mobile app's door to the web-view payment change (issue 15): a signed link, 10 minutes, opened once.
  routes.post('/subscriptions/:code/web-view-links', me, async (c) =>
    c.json(await createWebViewLink(services, who(c), c.req.param('code'), requestLocale(c)), 201),
  );
  routes.post(
    '/subscriptions/:code/contact-messages',
    me,
    json(subscriptionContactBodySchema, 'subscription'),
    async (c) =>
      c.json(
        await subscriptions.contactMessage(
          services,
          who(c),
          c.req.param('code'),
          c.req.valid('json').message,
          requestLocale(c),
        ),
        201,
      ),
  );
  return routes;
}
