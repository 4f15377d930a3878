// The customer's orders (issue 14; Sylius' Shop API shapes, spec §7 shows no call): the list for "load more",
// one order, and where its invoice PDF is downloaded.
import { request, type ClientConfig } from '../shared/http.ts';
import { API_BASES, shopPaths } from '../shared/paths.ts';
import type { CallOptions } from '../cart/api.ts';
import type { Order, OrderSummary } from './schema.ts';
import type { HydraCollection } from '../shared/jsonld.ts';

/** The answers' schemas, loaded only when the client validates answers (the browser's does not: no zod there). */
const schemas = {
  orders: () => import('./schema.ts').then((m) => m.orderCollectionSchema),
  order: () => import('./schema.ts').then((m) => m.orderSchema),
};

export function orderCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** GET /shop/orders?page=N: the customer's placed orders, newest first, the server's page size. */
    list: (page: number, options: CallOptions = {}): Promise<HydraCollection<OrderSummary>> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: shopPaths.orders(),
        query: { page },
        schema: schemas.orders,
      }),

    /** GET /shop/orders/{token}: a placed order, for its owner only (403 another customer's, 404 unknown). */
    get: (token: string, options: CallOptions = {}): Promise<Order> =>
      request(config, { ...shop, ...options, method: 'GET', path: shopPaths.order(token), schema: schemas.order }),
  };
}

/** The invoice's path under the shop's origin (GET, a PDF; 404 until it is available). */
export function invoicePath(token: string): string {
  return `${API_BASES.shop}${shopPaths.order(token)}/invoice`;
}
