import { Hono } from 'hono';
import { addressRoutes } from '../addresses/routes.ts';
import { authRoutes } from '../auth/routes.ts';
import { cartRoutes } from '../cart/routes.ts';
import { customerRoutes } from '../customers/routes.ts';
import { resetPasswordRoutes } from '../customers/reset-routes.ts';
import type { Services } from '../services.ts';
import { channelRoutes } from '../catalogue/channel-routes.ts';

/** The Shop API of spec §7, mounted at `/api/v2/shop`. */
export function shopRoutes(services: Services): Hono {
  const shop = new Hono();
  shop.route('/orders', cartRoutes(services));
  shop.route('/authentication-token', authRoutes(services));
  shop.route('/reset-password-requests', resetPasswordRoutes(services));
  shop.route('/addresses', addressRoutes(services));
  shop.route('/channels', channelRoutes(services));
  shop.route('/', customerRoutes(services));
  return shop;
}
