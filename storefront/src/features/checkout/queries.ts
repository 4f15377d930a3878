// The checkout's data in the query cache: the order (read by the route loader on the server, then by the steps).
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../shared/index.ts';
import type { Cart } from '@gamelle/contract/cart/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { checkoutApi, type CheckoutOrder } from './checkout-api.ts';
import { latestPayment, orderSignature } from './order-view.ts';

export const checkoutKeys = {
  order: (token: string) => ['checkout', token, 'order'] as const,
  shippingMethods: (token: string, shipmentId: number, signature: string) =>
    ['checkout', token, 'shipping-methods', shipmentId, signature] as const,
  pickupPoints: (country: string, postcode: string) => ['checkout', 'pickup-points', country, postcode] as const,
  paymentMethods: (token: string, paymentId: number, total: number) =>
    ['checkout', token, 'payment-methods', paymentId, total] as const,
  configuration: (token: string, paymentId: number) => ['checkout', token, 'configuration', paymentId] as const,
};

export function checkoutOrderQuery(locale: Locale, token: string) {
  return queryOptions<CheckoutOrder>({
    queryKey: checkoutKeys.order(token),
    queryFn: () => checkoutApi(locale).order(token),
    staleTime: 10_000,
    // The tab's own focus check compares the server's order with the one shown (OtherTabGuard): a silent
    // refetch would change the totals under the customer's eyes instead of telling them.
    refetchOnWindowFocus: false,
  });
}

/**
 * The methods of the order's shipment, priced for its cart as it is now (the shipping step's tabs); read by the
 * route's loader on the server when the page shows that step, so the step renders in place.
 */
export function shippingMethodsQuery(locale: Locale, order: Cart & Order) {
  const shipment = order.shipments[0];
  return queryOptions({
    queryKey: checkoutKeys.shippingMethods(order.tokenValue, shipment?.id ?? 0, orderSignature(order)),
    queryFn: () => checkoutApi(locale).shippingMethods(order.tokenValue, shipment!.id),
    enabled: !!shipment,
  });
}

/**
 * The methods the order's latest payment can take, with their fees for its total (the payment step's radios); read
 * by the route's loader on the server when the page shows that step, so the step renders in place.
 */
export function paymentMethodsQuery(locale: Locale, order: Cart & Order) {
  const payment = latestPayment(order);
  return queryOptions({
    queryKey: checkoutKeys.paymentMethods(
      order.tokenValue,
      payment?.id ?? 0,
      order.total - (order.paymentFeeTotal ?? 0),
    ),
    queryFn: () => checkoutApi(locale).paymentMethods(order.tokenValue, payment!.id),
    enabled: !!payment,
  });
}

/**
 * The relay points near a postcode (the shipping step's relay list); read by the route's loader on the server when
 * the step shows its relay tab first, so a point can be picked before the step's code has run.
 */
export function pickupPointsQuery(locale: Locale, country: string, postcode: string) {
  const trimmed = postcode.trim();
  return queryOptions({
    queryKey: checkoutKeys.pickupPoints(country, trimmed),
    queryFn: () => checkoutApi(locale).pickupPoints(country, trimmed),
    enabled: trimmed !== '',
    staleTime: 60_000,
  });
}
