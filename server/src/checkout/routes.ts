import {
  choosePaymentBodySchema,
  chooseShippingBodySchema,
  checkoutAddressBodySchema,
  completeOrderBodySchema,
  paymentConfigurationSchema,
  pickupPointQuerySchema,
} from '@gamelle/contract/checkout/schema';
import { orderCollectionSchema, orderListQuerySchema } from '@gamelle/contract/order/schema';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { type Context, Hono } from 'hono';
import { orderHasSubscription } from '../subscription/service.ts';
import { currentCustomer } from '../customer/middleware.ts';
import { completeCheckout } from '../order/life.ts';
import { invoicePdf } from '../order/invoice.ts';
import { offlineMethods } from './methods.ts';
import { orderSummary, orderView } from '../order/view.ts';
import { readBody, readQuery, validate } from '../shared/http/body.ts';
import { checked } from '../shared/http/checked.ts';
import { parseId } from '../shared/http/ids.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { HttpProblem, notFound, unauthorized, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { seller, sellerAddressLine } from '../order/seller.ts';
import { checkoutMessage } from './messages.ts';
import { pickupPointsNear } from './pickup-points.ts';
import {
  OrderChanged,
  addressOrder,
  findPayment,
  findShipment,
  ownedOrder,
  placedOrders,
  recordProviderSession,
  choosePayment,
  chooseShipping,
  currentTotals,
  paymentMethodsFor,
  reload,
  shippingMethodsFor,
  withLockedOrder,
} from './service.ts';

/**
 * The checkout and the customer's orders, mounted at `/shop/orders` before the cart's routes. Every call needs
 * the customer's token (401), an order that exists (404 'Cart not found') and that is theirs (403).
 */
export function checkoutRoutes(services: Services): Hono {
  const routes = new Hono();

  const answer = async (c: Context, id: number) =>
    c.json(await orderView(services, await reload(services.db, id), requestLocale(c)));

  routes.get('/orders', async (c) => {
    const me = await requireCustomer(c, services);
    const query = readQuery(c, orderListQuerySchema, 'orders');
    const { total, rows } = await placedOrders(services, me.customerId, query.page, query.itemsPerPage);
    const path = '/api/v2/shop/orders';
    const last = Math.max(1, Math.ceil(total / query.itemsPerPage));
    const body = {
      '@context': '/api/v2/contexts/Order',
      ...hydraCollection(rows.map(orderSummary), path, total),
      'hydra:view': {
        '@id': `${path}?page=${query.page}`,
        '@type': 'hydra:PartialCollectionView',
        'hydra:first': `${path}?page=1`,
        'hydra:last': `${path}?page=${last}`,
        ...(query.page < last ? { 'hydra:next': `${path}?page=${query.page + 1}` } : {}),
        ...(query.page > 1 ? { 'hydra:previous': `${path}?page=${query.page - 1}` } : {}),
      },
    };
    return c.json(checked(orderCollectionSchema, body, 'orders'));
  });

  // The address step shares PUT /orders/{token} with the cart's "attach the customer": a body with addresses is
  // the checkout's, anything else goes on to the cart's route.
  routes.put('/orders/:token', async (c, next) => {
    const raw: unknown = await c.req.json().catch(() => null);
    if (!raw || typeof raw !== 'object' || !('billingAddress' in raw || 'shippingAddress' in raw)) return next();
    return putAddresses(c, services, raw);
  });

  routes.get('/orders/:token/shipments/:shipmentId/methods', async (c) => {
    const { order } = await ownOrder(c);
    if (order.state !== 'cart') throw notFound(errorMessages.cartNotFound);
    await shipment(c, order.id);
    const methods = await shippingMethodsFor(services.db, order, requestLocale(c));
    return c.json({
      '@context': '/api/v2/contexts/ShippingMethod',
      ...hydraCollection(
        methods,
        `/api/v2/shop/orders/${order.token_value}/shipments/${c.req.param('shipmentId')}/methods`,
      ),
    });
  });

  routes.patch('/orders/:token/shipments/:shipmentId', async (c) => {
    const me = await requireCustomer(c, services);
    const body = await readBody(c, chooseShippingBodySchema, 'shipping');
    const id = idParam(c.req.param('shipmentId'), 'Shipment not found');
    const orderId = await withLockedOrder(services, token(c), me.customerId, true, async (trx, order) => {
      await chooseShipping(trx, order, id, body, requestLocale(c));
      return order.id;
    });
    return answer(c, orderId);
  });

  routes.get('/orders/:token/payments/:paymentId/methods', async (c) => {
    const { order } = await ownOrder(c);
    if (order.state !== 'cart') throw notFound(errorMessages.cartNotFound);
    await payment(c, order.id);
    const totals = await currentTotals(services.db, order);
    const methods = paymentMethodsFor(services, order, totals.total, requestLocale(c));
    return c.json({
      '@context': '/api/v2/contexts/PaymentMethod',
      ...hydraCollection(
        methods,
        `/api/v2/shop/orders/${order.token_value}/payments/${c.req.param('paymentId')}/methods`,
      ),
    });
  });

  routes.patch('/orders/:token/payments/:paymentId', async (c) => {
    const me = await requireCustomer(c, services);
    const body = await readBody(c, choosePaymentBodySchema, 'payment');
    const id = idParam(c.req.param('paymentId'), 'Payment not found');
    const orderId = await withLockedOrder(services, token(c), me.customerId, true, async (trx, order) => {
      await choosePayment(trx, services, order, id, body.paymentMethod, requestLocale(c));
      return order.id;
    });
    return answer(c, orderId);
  });

  routes.patch('/orders/:token/complete', async (c) => {
    const me = await requireCustomer(c, services);
    const body = await readBody(c, completeOrderBodySchema, 'complete');
    const locale = requestLocale(c);
    try {
      const result = await completeCheckout(services, token(c), me.customerId, body, locale);
      if (result.changed) return changedAnswer(c, result.order.id, result.changed);
      return answer(c, result.order.id);
    } catch (error) {
      if (!(error instanceof OrderChanged)) throw error;
      const order = await ownedOrder(services, token(c), me.customerId);
      return changedAnswer(c, order.id, error.reasons);
    }
  });

  /** 409: the order's new state and totals, with the reasons and the message to show. */
  async function changedAnswer(c: Context, id: number, reasons: string[]) {
    const order = await orderView(services, await reload(services.db, id), requestLocale(c));
    return c.json(
      {
        '@context': '/api/v2/contexts/Error',
        '@type': 'hydra:Error',
        'hydra:title': 'An error occurred',
        'hydra:description': checkoutMessage(requestLocale(c), 'order_changed'),
        code: 'order_changed',
        reasons,
        order,
      },
      409,
    );
  }

  routes.get('/orders/:token/payments/:paymentId/configuration', async (c) => {
    const { order } = await ownOrder(c);
    if (order.state !== 'completed') throw notFound(errorMessages.cartNotFound);
    const row = await payment(c, order.id);
    const locale = requestLocale(c);
    const returnUrl = c.req.query('returnUrl') ?? `/api/payment/return`;
    if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(returnUrl))
      throw violation('returnUrl', 'invalid', checkoutMessage(locale, 'invalid_return_url'));
    const method = row.method_code;
    const none = { provider: 'none' as const, action: 'none' as const, redirectUrl: null, instructions: null };
    if (order.payment_state !== 'awaiting_payment' || !method || method === 'free')
      return c.json(checked(paymentConfigurationSchema, none, 'payment configuration'));
    if ((offlineMethods as readonly string[]).includes(method))
      return c.json(
        checked(
          paymentConfigurationSchema,
          {
            provider: 'offline',
            action: 'instructions',
            redirectUrl: null,
            instructions: {
              payee: seller.name,
              iban: method === 'bank_transfer' ? seller.iban : null,
              bic: method === 'bank_transfer' ? seller.bic : null,
              address: method === 'cheque' ? sellerAddressLine() : null,
              reference: order.number ?? '',
              amount: row.amount,
            },
          },
          'payment configuration',
        ),
      );
    const provider = services.paymentProvider;
    if (!provider || row.state !== 'new')
      throw new HttpProblem(409, {
        '@type': 'hydra:Error',
        'hydra:title': 'An error occurred',
        'hydra:description': checkoutMessage(locale, 'nothing_to_pay'),
      });
    const session = await provider.createSession({
      paymentId: row.id,
      orderToken: order.token_value,
      orderNumber: order.number ?? '',
      method: method as 'card',
      amount: row.amount,
      email: order.email ?? '',
      locale,
      returnUrl: `${services.config.publicUrl}${returnUrl}`,
      saveForLater: await orderHasSubscription(services, order.id),
    });
    await recordProviderSession(services, row.id, provider.name, session.reference);
    return c.json(
      checked(
        paymentConfigurationSchema,
        { provider: provider.name, action: 'redirect', redirectUrl: session.redirectUrl, instructions: null },
        'payment configuration',
      ),
    );
  });

  routes.get('/orders/:token/invoice', async (c) => {
    const { order } = await ownOrder(c);
    const view = await orderView(services, order, requestLocale(c));
    if (!view.invoice.available)
      throw notFound(
        view.invoice.availableFrom
          ? `Invoice available from ${view.invoice.availableFrom}`
          : 'Invoice not available yet',
      );
    const pdf = await invoicePdf(services.db, order);
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="facture-${view.invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  /** The order of the path, when the caller owns it (401/404/403). */
  async function ownOrder(c: Context) {
    const me = await requireCustomer(c, services);
    return { me, order: await ownedOrder(services, token(c), me.customerId) };
  }
  const shipment = (c: Context, orderId: number) => findShipment(services, orderId, parseId(c.req.param('shipmentId')));
  const payment = (c: Context, orderId: number) => findPayment(services, orderId, parseId(c.req.param('paymentId')));
  return routes;
}

/** PUT /shop/orders/{token} with addresses (the cart's PUT hands such bodies over). */
export async function putAddresses(c: Context, services: Services, data: unknown): Promise<Response> {
  const me = await requireCustomer(c, services);
  const body = await validate(c, checkoutAddressBodySchema, data, 'address');
  const locale = requestLocale(c);
  if (body.email && body.email.toLowerCase() !== me.email.toLowerCase())
    throw violation('email', 'email_mismatch', checkoutMessage(locale, 'email_mismatch'));
  const id = await withLockedOrder(services, c.req.param('token') ?? '', me.customerId, true, async (trx, order) => {
    await addressOrder(trx, services, order, body, me.email, locale);
    return order.id;
  });
  return c.json(await orderView(services, await reload(services.db, id), locale));
}

/** GET /shop/pickup-points?countryCode=&postcode=&shippingMethod= */
export function pickupPointRoutes(services: Services): Hono {
  const routes = new Hono();
  routes.get('/pickup-points', async (c) => {
    const query = readQuery(c, pickupPointQuerySchema, 'pickupPoint');
    const points = await pickupPointsNear(services.db, query.countryCode, query.postcode);
    return c.json({
      '@context': '/api/v2/contexts/PickupPoint',
      ...hydraCollection(points, '/api/v2/shop/pickup-points'),
    });
  });
  return routes;
}

/** The customer of the token, or 401. */
async function requireCustomer(c: Context, services: Services) {
  const customer = await currentCustomer(c, services);
  if (!customer) throw unauthorized('JWT Token not found');
  return customer;
}

function token(c: Context): string {
  return c.req.param('token') ?? '';
}

function idParam(value: string | undefined, message: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(message);
  return id;
}
