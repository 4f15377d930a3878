// The checkout's calls (issue 14; Sylius' Shop API shapes, spec §7 shows none) over the shop's one HTTP client:
// the address step, the shipping methods and relay points, the payment methods, complete, the payment's
// configuration (where the customer goes to pay).
import type { CallOptions } from '../cart/api.ts';
import type { Cart } from '../cart/schema.ts';
import type { Order } from '../order/schema.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import type { HydraCollection } from '../shared/jsonld.ts';
import { shopPaths } from '../shared/paths.ts';
import type {
  CheckoutAddressBody,
  PaymentConfiguration,
  PaymentMethod,
  PickupPoint,
  ShippingMethod,
} from './schema.ts';

/** Loaded only when the client validates answers (http.ts): the browser's bundle carries no zod. */
const schemas = {
  order: () => import('../order/schema.ts').then((m) => m.orderSchema),
  orderOrCart: () => import('./order-or-cart-schema.ts').then((m) => m.orderOrCartSchema),
  shippingMethods: () => import('./schema.ts').then((m) => m.shippingMethodCollectionSchema),
  pickupPoints: () => import('./schema.ts').then((m) => m.pickupPointCollectionSchema),
  paymentMethods: () => import('./schema.ts').then((m) => m.paymentMethodCollectionSchema),
  configuration: () => import('./schema.ts').then((m) => m.paymentConfigurationSchema),
};

/** GET /shop/orders/{token} during the checkout: the bare cart before the address step, the order's view after. */
export type CheckoutOrder = Cart & Partial<Order>;

export function checkoutCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  const order = (token: string) => shopPaths.order(token);
  return {
    order: (token: string, options: CallOptions = {}): Promise<CheckoutOrder> =>
      request(config, { ...shop, ...options, method: 'GET', path: order(token), schema: schemas.orderOrCart }),
    /** PUT /shop/orders/{token} `{ billingAddress, shippingAddress? }` → `addressed`. */
    address: (token: string, body: CheckoutAddressBody): Promise<Order> =>
      request(config, { ...shop, method: 'PUT', path: order(token), body, schema: schemas.order }),
    shippingMethods: async (token: string, shipmentId: number): Promise<ShippingMethod[]> =>
      (
        await request(config, {
          ...shop,
          method: 'GET',
          path: `${order(token)}/shipments/${shipmentId}/methods`,
          schema: schemas.shippingMethods,
        })
      )['hydra:member'] as ShippingMethod[],
    /** GET /shop/pickup-points: up to 10 relay points near a postcode. */
    pickupPoints: async (countryCode: string, postcode: string): Promise<PickupPoint[]> =>
      (
        (await request(config, {
          ...shop,
          method: 'GET',
          path: '/shop/pickup-points',
          query: { countryCode, postcode, shippingMethod: 'pickup_point' },
          schema: schemas.pickupPoints,
        })) as HydraCollection<PickupPoint>
      )['hydra:member'],
    chooseShipping: (
      token: string,
      shipmentId: number,
      shippingMethod: string,
      pickupPoint: string | null,
    ): Promise<Order> =>
      request(config, {
        ...shop,
        method: 'PATCH',
        path: `${order(token)}/shipments/${shipmentId}`,
        body: { shippingMethod, pickupPoint },
        schema: schemas.order,
      }),
    paymentMethods: async (token: string, paymentId: number): Promise<PaymentMethod[]> =>
      (
        await request(config, {
          ...shop,
          method: 'GET',
          path: `${order(token)}/payments/${paymentId}/methods`,
          schema: schemas.paymentMethods,
        })
      )['hydra:member'] as PaymentMethod[],
    choosePayment: (token: string, paymentId: number, paymentMethod: string): Promise<Order> =>
      request(config, {
        ...shop,
        method: 'PATCH',
        path: `${order(token)}/payments/${paymentId}`,
        body: { paymentMethod },
        schema: schemas.order,
      }),
    /** PATCH …/complete with the total the customer saw: 409 `order_changed` (the new order) when it changed. */
    complete: (token: string, expectedTotal: number, notes: string | null): Promise<Order> =>
      request(config, {
        ...shop,
        method: 'PATCH',
        path: `${order(token)}/complete`,
        body: { expectedTotal, notes },
        schema: schemas.order,
      }),
    /** Where to pay: the provider's page (`returnUrl` a path of the shop), transfer/cheque details, or nothing. */
    paymentConfiguration: (token: string, paymentId: number, returnUrl: string): Promise<PaymentConfiguration> =>
      request(config, {
        ...shop,
        method: 'GET',
        path: `${order(token)}/payments/${paymentId}/configuration`,
        query: { returnUrl },
        schema: schemas.configuration,
      }),
  };
}
