import { errorMessages } from '@gamelle/contract/shared/errors';
import { idFromIri } from '@gamelle/contract/shared/jsonld';
import { couponRefusal, normalizeCouponCode } from '@gamelle/contract/cart/coupons';
import { type Context, Hono } from 'hono';
import { type CurrentCustomer, currentCustomer, requireCustomer } from '../customer/current-customer.ts';
import { findVariants } from '../catalogue/variants.ts';
import { readBody } from '../shared/http/body.ts';
import { parseId } from '../shared/http/ids.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { notFound, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { completedOrderCount, couponUsage, findCoupon } from './coupons.ts';
import { addToCart, changeLine } from './items.ts';
import { createCart, findOrderByToken, type OrderRow, withLockedCart } from './repository.ts';
import {
  addItemRequest,
  applyCouponRequest,
  attachCustomerRequest,
  changeItemRequest,
  createCartRequest,
} from './requests.ts';
import { cartView } from './view.ts';

/** `/shop/orders`: the cart calls of spec §7. */
export function cartRoutes(services: Services): Hono {
  const { db } = services;
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await readBody(c, createCartRequest, 'cart');
    const customer = await currentCustomer(c, services);
    const token = await createCart(db, {
      channelCode: body.channelCode,
      localeCode: body.localeCode,
      customerId: customer?.customerId ?? null,
    });
    return c.json(await cartView(db, (await findOrderByToken(db, token))!, requestLocale(c)), 201);
  });

  routes.get('/:token', async (c) => {
    const order = await readableOrder(c, services);
    return c.json(await cartView(db, order, requestLocale(c)));
  });

  routes.patch('/:token/items', async (c) => {
    const customer = await currentCustomer(c, services);
    const body = await readBody(c, addItemRequest, 'cart');
    const locale = requestLocale(c);
    const code = idFromIri(body.productVariant);
    const variant = (await findVariants(db, [code])).get(code);
    if (!variant) throw violation('productVariant', 'invalid', serverMessage(locale, 'unknown_variant'));
    return changeCart(c, customer, (trx, order) => addToCart(trx, order, variant, body, locale));
  });

  routes.patch('/:token/items/:itemId', async (c) => {
    const customer = await currentCustomer(c, services);
    const body = await readBody(c, changeItemRequest, 'cart');
    return changeCart(c, customer, async (trx, order) => {
      const line = await trx
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', order.id)
        .where('id', '=', itemId(c))
        .executeTakeFirst();
      if (!line) throw notFound('Cart item not found');
      const variant = (await findVariants(trx, [line.variant_code])).get(line.variant_code)!;
      await changeLine(trx, order, line, variant, body, requestLocale(c));
    });
  });

  routes.delete('/:token/items/:itemId', async (c) => {
    const customer = await currentCustomer(c, services);
    await changeCart(
      c,
      customer,
      async (trx, order) => {
        const deleted = await trx
          .deleteFrom('order_items')
          .where('order_id', '=', order.id)
          .where('id', '=', itemId(c))
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) throw notFound('Cart item not found');
      },
      false,
    );
    return c.body(null, 204);
  });

  routes.patch('/:token/apply-coupon', async (c) => {
    const customer = await currentCustomer(c, services);
    const body = await readBody(c, applyCouponRequest, 'coupon');
    const locale = requestLocale(c);
    const code = normalizeCouponCode(body.couponCode);
    return changeCart(c, customer, async (trx, order) => {
      if (order.coupon_code && order.coupon_code !== code)
        throw violation('couponCode', 'coupon_already_applied', serverMessage(locale, 'coupon_already_applied'));
      const coupon = (await findCoupon(trx, code)) ?? null;
      const view = await cartView(trx, order, locale);
      const usage = await couponUsage(trx, code, order.customer_id);
      const refusal = couponRefusal(coupon, {
        now: new Date(),
        itemsTotal: view.itemsTotal,
        itemCount: view.items.length,
        usageCount: usage.total,
        customerUsageCount: usage.byCustomer,
        customerCompletedOrders: order.customer_id === null ? null : await completedOrderCount(trx, order.customer_id),
      });
      if (refusal) throw violation('couponCode', refusal, serverMessage(locale, refusal));
      await trx.updateTable('orders').set({ coupon_code: code }).where('id', '=', order.id).execute();
    });
  });

  routes.delete('/:token/coupon/:code', async (c) => {
    const customer = await currentCustomer(c, services);
    return changeCart(c, customer, async (trx, order) => {
      if (order.coupon_code !== normalizeCouponCode(c.req.param('code')))
        throw notFound('Coupon not applied to this cart');
      await trx.updateTable('orders').set({ coupon_code: null }).where('id', '=', order.id).execute();
    });
  });

  routes.put('/:token', async (c) => {
    const customer = await requireCustomer(c, services);
    const body = await readBody(c, attachCustomerRequest, 'cart');
    // Only oneself can be attached: naming another customer is refused without saying whether they exist.
    if (idFromIri(body.customer) !== String(customer.customerId))
      throw violation('customer', 'invalid', serverMessage(requestLocale(c), 'invalid_customer'));
    return changeCart(c, customer, async (trx, order) => {
      await trx.updateTable('orders').set({ customer_id: customer.customerId }).where('id', '=', order.id).execute();
    });
  });

  routes.delete('/:token', async (c) => {
    const customer = await currentCustomer(c, services);
    await changeCart(
      c,
      customer,
      async (trx, order) => {
        await trx.deleteFrom('orders').where('id', '=', order.id).execute();
      },
      false,
    );
    return c.body(null, 204);
  });

  /**
   * Runs a change on a usable cart under its lock and answers with the cart recomputed, or with 204 when the cart
   * was deleted or the call answers no body (`withCart` false).
   */
  async function changeCart(
    c: Context,
    customer: CurrentCustomer | null,
    change: Parameters<typeof withLockedCart>[2],
    withCart = true,
  ): Promise<Response> {
    const done = await withLockedCart(
      services,
      c.req.param('token') ?? '',
      async (trx, order) => {
        assertCartAccess(order, customer, true);
        await change(trx, order);
      },
      async (trx, changed) =>
        changed && withCart ? c.json(await cartView(trx, changed, requestLocale(c))) : c.body(null, 204),
    );
    if (!done) throw notFound(errorMessages.cartNotFound);
    return done.answer;
  }

  return routes;
}

/** The order behind the token, when the caller may see it (any state: the storefront discards non-carts). */
async function readableOrder(c: Context, services: Services): Promise<OrderRow> {
  const customer = await currentCustomer(c, services);
  const order = await findOrderByToken(services.db, c.req.param('token') ?? '');
  if (!order) throw notFound(errorMessages.cartNotFound);
  assertCartAccess(order, customer, false);
  return order;
}

/**
 * A cart with a customer belongs to that customer alone; anyone else (another customer, or no token) gets the
 * same 404 as for an unknown token, so existence never leaks. Changes need the state `cart`.
 */
function assertCartAccess(order: OrderRow, customer: CurrentCustomer | null, forChange: boolean): void {
  if (order.customer_id !== null && order.customer_id !== customer?.customerId)
    throw notFound(errorMessages.cartNotFound);
  if (forChange && order.state !== 'cart') throw notFound(errorMessages.cartNotFound);
}

function itemId(c: Context): number {
  const id = parseId(c.req.param('itemId'));
  if (id === null) throw notFound('Cart item not found');
  return id;
}
