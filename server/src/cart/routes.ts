// The cart calls of spec §7 (`/shop/orders`) and the channel call (`/shop/channels/{code}`): HTTP only, the
// rules are in service.ts.
import { CHANNELS } from '@gamelle/contract';
import {
  addCartItemBodySchema,
  applyCouponBodySchema,
  changeCartChannelBodySchema,
  changeCartItemBodySchema,
  createCartBodySchema,
  updateCartBodySchema,
} from '@gamelle/contract/cart/schema';
import { Hono } from 'hono';
import { type CustomerEnv, optionalCustomer, requiredCustomer } from '../customer/middleware.ts';
import { parseId } from '../shared/http/ids.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { notFound } from '../shared/http/problems.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as cart from './service.ts';
import { channelView } from './view.ts';

/** Mounted at `/v2/shop`. */
export function cartRoutes(services: Services): Hono<CustomerEnv> {
  const caller = optionalCustomer(services);
  const me = requiredCustomer(services);
  const routes = new Hono<CustomerEnv>();

  routes.post('/orders', json(createCartBodySchema, 'cart'), caller, async (c) =>
    c.json(await cart.createCart(services, c.var.caller, c.req.valid('json'), requestLocale(c)), 201),
  );

  routes.get('/orders/:token', caller, async (c) =>
    c.json(await cart.readCart(services, c.var.caller, c.req.param('token'), requestLocale(c))),
  );

  routes.patch('/orders/:token/items', caller, json(addCartItemBodySchema, 'cart'), async (c) =>
    c.json(await cart.addItem(services, c.var.caller, c.req.param('token'), c.req.valid('json'), requestLocale(c))),
  );

  routes.patch('/orders/:token/items/:itemId', caller, json(changeCartItemBodySchema, 'cart'), async (c) =>
    c.json(
      await cart.changeItem(
        services,
        c.var.caller,
        c.req.param('token'),
        parseId(c.req.param('itemId')),
        c.req.valid('json'),
        requestLocale(c),
      ),
    ),
  );

  // 200 with the cart recomputed (totals, coupon, free-shipping progress), as every other cart change answers.
  routes.delete('/orders/:token/items/:itemId', caller, async (c) =>
    c.json(
      await cart.removeItem(
        services,
        c.var.caller,
        c.req.param('token'),
        parseId(c.req.param('itemId')),
        requestLocale(c),
      ),
    ),
  );

  // The site's country switcher: the cart moves to the chosen channel and ships to the chosen country (issue 22).
  routes.patch('/orders/:token/channel', caller, json(changeCartChannelBodySchema, 'cartChannel'), async (c) =>
    c.json(
      await cart.changeChannel(services, c.var.caller, c.req.param('token'), c.req.valid('json'), requestLocale(c)),
    ),
  );

  routes.patch('/orders/:token/apply-coupon', caller, json(applyCouponBodySchema, 'coupon'), async (c) =>
    c.json(
      await cart.applyCoupon(
        services,
        c.var.caller,
        c.req.param('token'),
        c.req.valid('json').couponCode,
        requestLocale(c),
      ),
    ),
  );

  routes.delete('/orders/:token/coupon/:code', caller, async (c) =>
    c.json(
      await cart.removeCoupon(services, c.var.caller, c.req.param('token'), c.req.param('code'), requestLocale(c)),
    ),
  );

  routes.put('/orders/:token', me, json(updateCartBodySchema, 'cart'), async (c) =>
    c.json(
      await cart.attachCustomer(
        services,
        c.var.me,
        c.req.param('token'),
        c.req.valid('json').customer,
        requestLocale(c),
      ),
    ),
  );

  routes.delete('/orders/:token', caller, async (c) => {
    await cart.deleteCart(services, c.var.caller, c.req.param('token'));
    return c.body(null, 204);
  });

  // The channel's countries and, per country, the shipping fee and free-shipping threshold that the cart's
  // progress bar reads (the storefront never hard-codes them).
  routes.get('/channels/:code', async (c) => {
    const channel = CHANNELS.find((ch) => ch.code === c.req.param('code'));
    if (!channel) throw notFound('Channel not found');
    const rates = await cart.allShippingRates(services);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(channelView(channel, rates));
  });

  return routes;
}
