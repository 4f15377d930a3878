import { Hono } from 'hono';
import { applyPaymentNotification } from '../order/life.ts';
import { applyCardChangeNotification } from '../subscription/web-view.ts';
import { badRequest, notFound } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { InvalidNotification } from './provider.ts';
import { startTestGatewayDeliveries, testGatewayRoutes } from './test-gateway.ts';

/** `/payment`: providers' notifications, the test gateway's page, and a plain return page. */
export function paymentRoutes(services: Services): Hono {
  const routes = new Hono();
  const provider = services.paymentProvider;
  if (provider?.name === 'test_gateway') {
    routes.route('/test-gateway', testGatewayRoutes(services));
    startTestGatewayDeliveries(services);
  }

  routes.post('/notify/:provider', async (c) => {
    if (!provider || c.req.param('provider') !== provider.name) throw notFound('Unknown payment provider');
    const raw = await c.req.text();
    let event;
    try {
      event = await provider.verifyNotification(raw, c.req.raw.headers);
    } catch (error) {
      if (error instanceof InvalidNotification) throw badRequest(`Invalid notification: ${error.message}`);
      throw error;
    }
    // Test only: die like a killed server after receiving the notification and before processing it.
    if (services.config.crashOnPaymentNotification) process.kill(process.pid, 'SIGKILL');
    // A card entered for a subscription (the web-view payment change) closes that change, not a payment.
    const status =
      event.cardChangeId != null
        ? await applyCardChangeNotification(services, event)
        : await applyPaymentNotification(services, event);
    return c.json({ received: true, status });
  });

  // Where a provider sends the customer back when the storefront gave no return path of its own.
  routes.get('/return', (c) =>
    c.html(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Gamelle</title></head><body><main>
<p>Paiement traité. Vous pouvez fermer cette page et revenir à la boutique.</p>
<p lang="nl">Betaling verwerkt. U kunt deze pagina sluiten en terugkeren naar de winkel.</p>
<p><a href="/">Gamelle</a></p></main></body></html>`),
  );
  return routes;
}
