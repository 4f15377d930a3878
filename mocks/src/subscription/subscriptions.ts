// The mocks' subscriptions (issue 15): the demo customer's monthly dog food, and one subscription per state a
// story asks for (locked past the cut-off, expired card, inactive relay point, payment failure, stopped, new),
// answered in the contract's shape with the same cut-off rule as the server (`draftEditState` on the state's clock).
import {
  type Subscription,
  addDays,
  draftEditState,
  frequencyLabel,
  isDeliveryFrequencyCode,
  parisDate,
  subscriptionAlertText,
  subscriptionSchema,
} from '@gamelle/contract/subscription';
import { shippingRate } from '@gamelle/content';
import { ordersOf, seedOrders } from '../order/orders.ts';
import type { MockState } from '../shared/state.ts';

export type MockAlertCode = Subscription['alerts'][number]['code'];

export interface MockCard {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface MockPickupPoint {
  code: string;
  name: string;
  city: string;
  active: boolean;
}

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
  shippingMethod: 'home_delivery' | 'pickup_point';
  pickupPoint: MockPickupPoint | null;
  /** The address-book id the next orders go to (null: the first order's address). */
  addressId: number | null;
  card: MockCard | null;
  /** What the next order changes for itself only (scope "next order only"). */
  nextOnly: string[];
  nextRetryDate: string | null;
  /** Tokens of the mock orders it placed (its history), oldest first. */
  orderTokens: string[];
  /** The last card entered in the web view (web-view payment change), if any. */
  cardChange?: MockCardChange | null;
}

/** A card entered on the provider's page from the web view, and its outcome. */
export interface MockCardChange {
  status: 'open' | 'succeeded' | 'failed';
  card: Omit<MockCard, 'id'> | null;
  bankResponse: { message: string; detail: string; code: string } | null;
}

/** The cards saved at the provider for the mocks' customers (GET /shop/saved-payment-methods). */
export const MOCK_CARDS: MockCard[] = [
  { id: 1, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
  { id: 2, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
  { id: 3, brand: 'visa', last4: '0019', expMonth: 1, expYear: 2024 },
];

export const subscriptionsOf = (state: MockState, customerId: number): MockSubscription[] =>
  [...state.subscriptions.values()].filter((s) => s.customerId === customerId);

/** The states a story can ask for. */
export const MOCK_SUBSCRIPTION_KINDS = [
  'active',
  'locked',
  'expired_card',
  'relay_inactive',
  'payment_failure',
  'stopped',
  'new',
] as const;
export type MockSubscriptionKind = (typeof MOCK_SUBSCRIPTION_KINDS)[number];

const dogFood = { variantCode: '10000601', productName: 'Croquettes chien adulte', variantName: '3 kg' };
const catFood = { variantCode: '10000101', productName: 'Croquettes chat stérilisé', variantName: '1,5 kg' };

/** One subscription per kind for `customerId`, codes AB0000101 onwards; returns the codes. */
export function seedSubscriptionKinds(
  state: MockState,
  customerId: number,
  kinds: readonly MockSubscriptionKind[],
): string[] {
  const today = parisDate(state.now());
  return kinds.map((kind, index) => {
    const code = `AB${String(101 + index).padStart(7, '0')}`;
    const next = addDays(today, kind === 'locked' ? 2 : kind === 'new' ? 27 : 9 + index);
    const relay = kind === 'relay_inactive';
    const history = kind === 'new' ? [] : seedOrders(state, customerId, ['processed', 'sent']).reverse();
    state.subscriptions.set(code, {
      code,
      customerId,
      status: kind === 'payment_failure' ? 'payment_failure' : kind === 'stopped' ? 'stopped' : 'active',
      frequency: kind === 'locked' ? 42 : 31,
      nextFrequency: null,
      nextShippingDate: next,
      modificationLimitDate: addDays(next, -4),
      deliveries: kind === 'new' ? 0 : 2,
      cancellationRequested: false,
      items:
        index % 2 === 0
          ? [
              { ...dogFood, quantity: 2, unitPrice: 2490 },
              { ...catFood, quantity: 1, unitPrice: 1890 },
            ]
          : [{ ...catFood, quantity: 2, unitPrice: 1890 }],
      shippingMethod: relay ? 'pickup_point' : 'home_delivery',
      pickupPoint: relay ? { code: 'FR-69003-C', name: 'Pressing Part-Dieu', city: 'Lyon', active: false } : null,
      addressId: null,
      card: kind === 'expired_card' ? MOCK_CARDS[2]! : MOCK_CARDS[0]!,
      nextOnly: [],
      nextRetryDate: kind === 'payment_failure' ? addDays(today, 3) : null,
      orderTokens: history,
    });
    return code;
  });
}

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
    items: [{ ...dogFood, quantity: 2, unitPrice: 2490 }],
    shippingMethod: 'home_delivery',
    pickupPoint: null,
    addressId: null,
    card: MOCK_CARDS[0]!,
    nextOnly: [],
    nextRetryDate: null,
    // The first of her seeded orders started it.
    orderTokens: ordersOf(state, customerId)
      .slice(-1)
      .map((o) => o.tokenValue),
  });
}

export function isLocked(sub: MockSubscription, now: Date): boolean {
  return draftEditState(sub.nextShippingDate, now, sub.modificationLimitDate).locked;
}

/** The alerts the server computes, from the mock's own state. */
function alertsOf(sub: MockSubscription, today: string): MockAlertCode[] {
  if (sub.status === 'stopped') return [];
  const alerts: MockAlertCode[] = [];
  if (!sub.card) alerts.push('no_payment_method');
  else {
    const lastMonth = `${sub.card.expYear}-${String(sub.card.expMonth).padStart(2, '0')}`;
    const firstDayAfter = `${addDays(`${lastMonth}-01`, 31).slice(0, 7)}-01`;
    if (firstDayAfter <= today) alerts.push('card_expired');
    else if (lastMonth <= sub.nextShippingDate.slice(0, 7)) alerts.push('card_expires_end_of_month');
  }
  if (sub.shippingMethod === 'pickup_point' && sub.pickupPoint && !sub.pickupPoint.active)
    alerts.push('pickup_point_inactive');
  return alerts;
}

export function subscriptionView(
  sub: MockSubscription,
  now: Date,
  language: 'fr' | 'nl',
  state?: MockState,
): Subscription {
  const lines = sub.items.map((i) => {
    const unitDiscount = Math.round(i.unitPrice / 10);
    return { ...i, subscriptionUnitPrice: i.unitPrice - unitDiscount, discount: unitDiscount * i.quantity };
  });
  const itemsSubtotal = lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0);
  const discount = lines.reduce((a, l) => a + l.discount, 0);
  const first = {
    firstName: 'Camille',
    lastName: 'Martin',
    countryCode: 'FR',
    street: '12 rue de la République',
    postcode: '69002',
    city: 'Lyon',
  };
  const book = sub.addressId !== null ? state?.addresses.get(sub.addressId) : undefined;
  const address = book
    ? {
        firstName: book.firstName,
        lastName: book.lastName,
        countryCode: book.countryCode,
        street: book.street,
        postcode: book.postcode,
        city: book.city,
      }
    : first;
  const today = parisDate(now);
  // The next order's delivery as the shop's server prices a renewal: the country's fee for the method, free from its
  // threshold; none where the address cannot be delivered.
  const itemsTotal = itemsSubtotal - discount;
  const country = address.countryCode;
  const rate =
    country === 'FR' || country === 'BE' || country === 'LU' ? shippingRate(country, sub.shippingMethod) : null;
  const shippingTotal = rate ? (itemsTotal >= rate.freeShippingThreshold ? 0 : rate.fee) : null;
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
    today,
    deliveries: sub.deliveries,
    minimumDeliveries: 2,
    nextRetryDate: sub.nextRetryDate,
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
    shippingMethod: sub.shippingMethod,
    pickupPoint: sub.pickupPoint?.code ?? null,
    paymentMethod: sub.card,
    nextOrder: {
      shippingDate: sub.nextShippingDate,
      shippingAddress: address,
      shippingMethod: sub.shippingMethod,
      pickupPoint: sub.pickupPoint,
      paymentMethod: sub.card,
      nextOrderOnly: sub.nextOnly,
      itemsSubtotal,
      subscriptionDiscountTotal: discount,
      itemsTotal,
      shippingTotal,
      total: shippingTotal === null ? null : itemsTotal + shippingTotal,
    },
    alerts: alertsOf(sub, today).map((code) => ({
      code,
      ...subscriptionAlertText(code, language, sub.card ?? undefined),
    })),
    cancellationRequested: sub.cancellationRequested,
  });
}
