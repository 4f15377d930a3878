// The checkout's Shop API calls (server/README.md "Checkout, payments, orders and invoices"), over the shop's API
// fetch: in the browser through the session proxy, which adds the customer's bearer from the HttpOnly cookie.
import type { Cart } from '@gamelle/contract/cart/schema';
import type {
  CheckoutAddressBody,
  PaymentConfiguration,
  PaymentMethod,
  PickupPoint,
  ShippingMethod,
} from '@gamelle/contract/checkout/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { channelFor } from '@gamelle/contract/shared/locales';
import type { HydraCollection } from '@gamelle/contract/shared/jsonld';
import { shopPaths } from '@gamelle/contract/shared/paths';
import { countryOr, readCookies, requestJson, type Locale } from '../shared/index.ts';

/** What GET /shop/orders/{token} answers: the bare cart before the address step, the order's view after it. */
export type CheckoutOrder = Cart & Partial<Order>;

/** The order's view once it has been addressed (shipments, payments, addresses are there). */
export function isAddressed(order: CheckoutOrder): order is Cart & Order {
  return Array.isArray(order.shipments) && Array.isArray(order.payments);
}

export function checkoutApi(locale: Locale) {
  const channel = channelFor(countryOr(readCookies(), locale), locale);
  const query = { channelCode: channel.code, locale: channel.shopLocaleCode };
  const order = (token: string) => `/v2${shopPaths.order(token)}`;
  return {
    order: (token: string) => requestJson<CheckoutOrder>(order(token), { query }),
    address: (token: string, body: CheckoutAddressBody) =>
      requestJson<Order>(order(token), { method: 'PUT', query, body }),
    shippingMethods: async (token: string, shipmentId: number) =>
      (
        await requestJson<HydraCollection<ShippingMethod>>(`${order(token)}/shipments/${shipmentId}/methods`, {
          query,
        })
      )['hydra:member'],
    pickupPoints: async (countryCode: string, postcode: string) =>
      (
        await requestJson<HydraCollection<PickupPoint>>('/v2/shop/pickup-points', {
          query: { ...query, countryCode, postcode, shippingMethod: 'pickup_point' },
        })
      )['hydra:member'],
    chooseShipping: (token: string, shipmentId: number, shippingMethod: string, pickupPoint: string | null) =>
      requestJson<Order>(`${order(token)}/shipments/${shipmentId}`, {
        method: 'PATCH',
        query,
        body: { shippingMethod, pickupPoint },
      }),
    paymentMethods: async (token: string, paymentId: number) =>
      (await requestJson<HydraCollection<PaymentMethod>>(`${order(token)}/payments/${paymentId}/methods`, { query }))[
        'hydra:member'
      ],
    choosePayment: (token: string, paymentId: number, paymentMethod: string) =>
      requestJson<Order>(`${order(token)}/payments/${paymentId}`, { method: 'PATCH', query, body: { paymentMethod } }),
    complete: (token: string, expectedTotal: number, notes: string | null) =>
      requestJson<Order>(`${order(token)}/complete`, { method: 'PATCH', query, body: { expectedTotal, notes } }),
    paymentConfiguration: (token: string, paymentId: number, returnUrl: string) =>
      requestJson<PaymentConfiguration>(`${order(token)}/payments/${paymentId}/configuration`, {
        query: { ...query, returnUrl },
      }),
  };
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
