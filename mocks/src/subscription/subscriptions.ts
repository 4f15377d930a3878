// The mocks' subscriptions (issue 15): the demo customer's monthly dog food, answered in the contract's shape with
// the same cut-off rule as the server (`draftEditState` on the state's clock).
import {
  type Subscription,
  addDays,
  draftEditState,
  frequencyLabel,
  isDeliveryFrequencyCode,
  parisDate,
  subscriptionSchema,
} from '@gamelle/contract/subscription';
import type { MockState } from '../shared/state.ts';

export interface MockSubscription {
  code: string;
  customerId: number;
  status: 'active' | 'payment_failure' | 'stopped';
  frequency: number;
  nextFrequency: number | null;
  nextShippingDate: string;
  modificationLimitDate: string;
  deliveries: number;
  cancellationRequested: boolean;
  items: { variantCode: string; productName: string; variantName: string; quantity: number; unitPrice: number }[];
}

export const subscriptionsOf = (state: MockState, customerId: number): MockSubscription[] =>
  [...state.subscriptions.values()].filter((s) => s.customerId === customerId);

/** The demo customer's subscription: monthly, next shipment in 12 days (changeable), one delivery made. */
export function seedSubscriptions(state: MockState, customerId: number): void {
  const next = addDays(parisDate(state.now()), 12);
  state.subscriptions.set('AB0000001', {
    code: 'AB0000001',
    customerId,
    status: 'active',
    frequency: 31,
    nextFrequency: null,
    nextShippingDate: next,
    modificationLimitDate: addDays(next, -4),
    deliveries: 1,
    cancellationRequested: false,
    items: [
      {
        variantCode: '10000601',
        productName: 'Croquettes chien adulte',
        variantName: '3 kg',
        quantity: 2,
        unitPrice: 2490,
      },
    ],
  });
}

export function isLocked(sub: MockSubscription, now: Date): boolean {
  return draftEditState(sub.nextShippingDate, now, sub.modificationLimitDate).locked;
}

export function subscriptionView(sub: MockSubscription, now: Date, language: 'fr' | 'nl'): Subscription {
  const lines = sub.items.map((i) => {
    const unitDiscount = Math.round(i.unitPrice / 10);
    return { ...i, subscriptionUnitPrice: i.unitPrice - unitDiscount, discount: unitDiscount * i.quantity };
  });
  const itemsSubtotal = lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0);
  const discount = lines.reduce((a, l) => a + l.discount, 0);
  const address = {
    firstName: 'Camille',
    lastName: 'Martin',
    countryCode: 'FR',
    street: '12 rue de la République',
    postcode: '69002',
    city: 'Lyon',
  };
  const card = { id: 1, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 };
  return subscriptionSchema.parse({
    '@id': `/api/v2/shop/subscriptions/${sub.code}`,
    '@type': 'Subscription',
    code: sub.code,
    status: sub.status,
    statusGroup: sub.status === 'active' ? 'positive' : sub.status === 'payment_failure' ? 'error' : 'neutral',
    frequency: sub.frequency,
    frequencyLabel: isDeliveryFrequencyCode(sub.frequency) ? frequencyLabel(sub.frequency, language) : '',
    nextFrequency: sub.nextFrequency,
    nextShippingDate: sub.nextShippingDate,
    modificationLimitDate: sub.modificationLimitDate,
    locked: sub.status === 'active' && isLocked(sub, now),
    deliveries: sub.deliveries,
    minimumDeliveries: 2,
    nextRetryDate: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    items: lines.map((l) => ({
      variantCode: l.variantCode,
      productSku: null,
      productName: l.productName,
      variantName: l.variantName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      subscriptionUnitPrice: l.subscriptionUnitPrice,
      available: true,
    })),
    shippingAddress: address,
    shippingMethod: 'home_delivery',
    pickupPoint: null,
    paymentMethod: card,
    nextOrder: {
      shippingDate: sub.nextShippingDate,
      shippingAddress: address,
      shippingMethod: 'home_delivery',
      pickupPoint: null,
      paymentMethod: card,
      nextOrderOnly: [],
      itemsSubtotal,
      subscriptionDiscountTotal: discount,
      itemsTotal: itemsSubtotal - discount,
    },
    alerts: [],
    cancellationRequested: sub.cancellationRequested,
  });
}
