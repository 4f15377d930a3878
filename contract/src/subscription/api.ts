// The customer's subscriptions and their self-service (issue 15): the calls the account screens make under
// /shop/subscriptions, with the answers' schemas loaded only when the client validates answers.
import { request, type ClientConfig } from '../shared/http.ts';
import type { HydraCollection } from '../shared/jsonld.ts';
import type { CallOptions } from '../cart/api.ts';
import type { ChangeScope } from './cancellation.ts';
import type { CancellationRequest, SavedPaymentMethod, Subscription, SubscriptionOrder } from './schema.ts';

export type { SavedPaymentMethod, SubscriptionOrder } from './schema.ts';

const e = encodeURIComponent;
export const subscriptionPaths = {
  list: () => '/shop/subscriptions',
  one: (code: string) => `/shop/subscriptions/${e(code)}`,
  orders: (code: string) => `/shop/subscriptions/${e(code)}/orders`,
  frequency: (code: string) => `/shop/subscriptions/${e(code)}/frequency`,
  nextShippingDate: (code: string) => `/shop/subscriptions/${e(code)}/next-shipping-date`,
  shipNow: (code: string) => `/shop/subscriptions/${e(code)}/ship-now`,
  delivery: (code: string) => `/shop/subscriptions/${e(code)}/delivery`,
  paymentMethod: (code: string) => `/shop/subscriptions/${e(code)}/payment-method`,
  cancellationRequests: (code: string) => `/shop/subscriptions/${e(code)}/cancellation-requests`,
  contactMessages: (code: string) => `/shop/subscriptions/${e(code)}/contact-messages`,
} as const;

const schemas = {
  list: () => import('./schema.ts').then((m) => m.subscriptionCollectionSchema),
  one: () => import('./schema.ts').then((m) => m.subscriptionSchema),
  orders: () => import('./schema.ts').then((m) => m.subscriptionOrderCollectionSchema),
  cards: () => import('./schema.ts').then((m) => m.savedPaymentMethodCollectionSchema),
  cancellation: () => import('./schema.ts').then((m) => m.cancellationRequestSchema),
};

export interface DeliveryChange {
  scope: ChangeScope;
  /** An address-book id. */
  address?: number;
  shippingMethod?: 'home_delivery' | 'pickup_point';
  pickupPoint?: string | null;
}

export function subscriptionCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  const change = (method: 'PATCH' | 'POST', path: string, body: unknown) =>
    request(config, { ...shop, method, path, body, schema: schemas.one }) as Promise<Subscription>;
  return {
    list: (options: CallOptions = {}): Promise<HydraCollection<Subscription>> =>
      request(config, { ...shop, ...options, method: 'GET', path: subscriptionPaths.list(), schema: schemas.list }),
    get: (code: string, options: CallOptions = {}): Promise<Subscription> =>
      request(config, { ...shop, ...options, method: 'GET', path: subscriptionPaths.one(code), schema: schemas.one }),
    orders: (code: string, options: CallOptions = {}): Promise<HydraCollection<SubscriptionOrder>> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: subscriptionPaths.orders(code),
        schema: schemas.orders,
      }),
    savedPaymentMethods: (options: CallOptions = {}): Promise<HydraCollection<SavedPaymentMethod>> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: '/shop/saved-payment-methods',
        schema: schemas.cards,
      }),
    changeFrequency: (code: string, frequency: number) =>
      change('PATCH', subscriptionPaths.frequency(code), { frequency }),
    changeShippingDate: (code: string, nextShippingDate: string) =>
      change('PATCH', subscriptionPaths.nextShippingDate(code), { nextShippingDate }),
    shipNow: (code: string) => change('POST', subscriptionPaths.shipNow(code), { confirm: true }),
    changeDelivery: (code: string, body: DeliveryChange) => change('PATCH', subscriptionPaths.delivery(code), body),
    changePaymentMethod: (code: string, body: { scope: ChangeScope; paymentMethod: number }) =>
      change('PATCH', subscriptionPaths.paymentMethod(code), body),
    requestCancellation: (code: string, body: { reason: string; message: string }): Promise<CancellationRequest> =>
      request(config, {
        ...shop,
        method: 'POST',
        path: subscriptionPaths.cancellationRequests(code),
        body,
        schema: schemas.cancellation,
      }),
    contact: (code: string, message: string): Promise<void> =>
      request(config, { ...shop, method: 'POST', path: subscriptionPaths.contactMessages(code), body: { message } }),
  };
}
