// The checkout's calls: the contract's client (the shop's one HTTP client) for the page's language and country.
// In the browser the shop's API fetch goes through the session proxy, which adds the customer's bearer.
import { checkoutCalls, type CheckoutOrder } from '@gamelle/contract/checkout/api';
import type { Cart } from '@gamelle/contract/cart/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { apiConfig, countryOr, readCookies, type Locale } from '../shared/index.ts';

export type { CheckoutOrder };

/** The order's view once it has been addressed (shipments, payments, addresses are there). */
export function isAddressed(order: CheckoutOrder): order is Cart & Order {
  return Array.isArray(order.shipments) && Array.isArray(order.payments);
}

export function checkoutApi(locale: Locale) {
  return checkoutCalls(apiConfig(locale, countryOr(readCookies(), locale)));
}
export type CheckoutApi = ReturnType<typeof checkoutApi>;
