// `/shop/newsletter-subscriptions`: sign-up, confirmation, unsubscription (issue 17). HTTP only.
import {
  newsletterSignUpSchema,
  newsletterTokenBodySchema,
  type NewsletterSignUpAnswer,
} from '@gamelle/contract/service/newsletter';
import { Hono } from 'hono';
import { clientAddress } from '../shared/http/client-address.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as newsletter from './newsletter-service.ts';

const tokenPattern = /^[A-Za-z0-9_-]{20,128}$/;

/** Mounted at `/v2/shop`. */
export function newsletterRoutes(services: Services): Hono {
  const routes = new Hono();
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, services.config.trustProxy);

  // 202: the e-mail is on its way (or not, for an address already on the list: the answer does not say).
  routes.post('/newsletter-subscriptions', json(newsletterSignUpSchema, 'newsletter'), async (c) => {
    await newsletter.signUp(services, c.req.valid('json'), address(c), requestLocale(c));
    return c.json({ status: 'confirmation_sent' } satisfies NewsletterSignUpAnswer, 202);
  });
  routes.post('/newsletter-subscriptions/confirmations', json(newsletterTokenBodySchema, 'newsletter'), async (c) =>
    c.json(await newsletter.confirm(services, c.req.valid('json').token, requestLocale(c))),
  );
  routes.post('/newsletter-subscriptions/unsubscriptions', json(newsletterTokenBodySchema, 'newsletter'), async (c) =>
    c.json(await newsletter.unsubscribe(services, c.req.valid('json').token, requestLocale(c))),
  );
  // RFC 8058 one-click unsubscription: mail clients POST `List-Unsubscribe=One-Click` to the header's URL.
  routes.post('/newsletter-subscriptions/unsubscriptions/:token', async (c) => {
    const token = c.req.param('token');
    if (!tokenPattern.test(token)) return c.json({ code: 404, message: 'Not found' }, 404);
    return c.json(await newsletter.unsubscribe(services, token, requestLocale(c)));
  });
  return routes;
}
