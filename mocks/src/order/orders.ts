// Placed orders in the mocks: a customer's order in each state the shop shows (spec §4), answered as the server's
// `GET /shop/orders` rows and `GET /shop/orders/{token}` order. Dates come from the state's clock, so a story's
// "shipped two days ago, invoice from …" never depends on today's date.
import { variantByCode } from '@gamelle/content';
import type { OrderAddress, PickupPoint } from '@gamelle/contract/checkout/schema';
import type { Order, OrderSummary } from '@gamelle/contract/order/schema';
import type { PaymentState, ShippingState } from '@gamelle/contract/order/statuses';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { cartView } from '../cart/view.ts';
import type { Language } from '../shared/respond.ts';
import type { MockCartItem, MockState } from '../shared/state.ts';

/** The states a story can ask for: each one a status of spec §4 as the server derives it. */
export const MOCK_ORDER_KINDS = [
  'awaiting_payment',
  'payment_accepted',
  'payment_failure',
  'sent',
  'processed',
  'cancelled',
  'refunded',
] as const;
export type MockOrderKind = (typeof MOCK_ORDER_KINDS)[number];

export interface MockOrder {
  tokenValue: string;
  number: string;
  customerId: number;
  kind: MockOrderKind;
  placedAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  invoiceNumber: string | null;
  pickup: boolean;
  items: MockCartItem[];
}

const day = 86_400_000;
/** Spec §9: the invoice is available 7 to 10 days after shipment; the shop's server makes it available on the 7th. */
export const INVOICE_DELAY_DAYS = 7;

/**
 * Adds one order per kind to `customerId` (oldest first, a week apart, the last one placed two days before the
 * state's clock) and returns their tokens, newest first.
 */
export function seedOrders(
  state: MockState,
  customerId: number,
  kinds: readonly MockOrderKind[],
  /** Every order to a relay point (true) or home (false); unset, every other one goes to a relay point. */
  { pickup }: { pickup?: boolean } = {},
): string[] {
  const now = state.now().getTime();
  return kinds
    .map((kind, index) => {
      const placed = now - (2 + (kinds.length - 1 - index) * 7) * day - 3_600_000;
      const n = state.nextId.order++;
      const shipped = ['sent', 'processed', 'refunded'].includes(kind)
        ? placed + (kind === 'sent' ? 1 : 2) * day - (kind === 'sent' ? 0 : 12 * day)
        : null;
      const order: MockOrder = {
        tokenValue: `order-mock-${n}`,
        number: String(100_000 + n).padStart(9, '0'),
        customerId,
        kind,
        placedAt: new Date(placed).toISOString(),
        shippedAt: shipped === null ? null : new Date(shipped).toISOString(),
        deliveredAt: kind === 'processed' && shipped !== null ? new Date(shipped + 2 * day).toISOString() : null,
        invoiceNumber: shipped === null ? null : `F${String(n).padStart(8, '0')}`,
        pickup: pickup ?? n % 2 === 0,
        items: [line(state, '10000101', 1 + (n % 2)), ...(n % 3 === 0 ? [] : [line(state, '10000601', 1)])],
      };
      state.orders.set(order.tokenValue, order);
      return order.tokenValue;
    })
    .reverse();
}

/** The customer's orders, newest first. */
export function ordersOf(state: MockState, customerId: number): MockOrder[] {
  return [...state.orders.values()]
    .filter((order) => order.customerId === customerId)
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt));
}

/** The order as its owner reads it (GET /shop/orders/{token}). */
export function orderView(state: MockState, order: MockOrder, language: Language): Order {
  const address = shippingAddressOf(state, order.customerId);
  const cart = cartView(
    {
      tokenValue: order.tokenValue,
      state: 'completed',
      channelCode: address.countryCode === 'BE' ? (language === 'nl' ? 'gamelle_nl' : 'gamelle_be') : 'gamelle_fr',
      localeCode: language === 'nl' ? 'nl_BE' : 'fr_FR',
      customerId: order.customerId,
      couponCode: null,
      items: order.items,
    },
    language,
  );
  const states = statesOf(order.kind);
  const iri = shopIri('orders', order.tokenValue);
  const carrier = order.pickup ? 'Mondial Relay' : 'Colissimo';
  const tracking = order.shippedAt ? `8R${order.number}` : null;
  const availableFrom = order.shippedAt ? new Date(Date.parse(order.shippedAt) + INVOICE_DELAY_DAYS * day) : null;
  const available = availableFrom !== null && state.now() >= availableFrom;
  const paymentMethod = order.kind === 'awaiting_payment' ? 'bank_transfer' : 'card';
  return {
    ...cart,
    state: order.kind === 'cancelled' ? 'cancelled' : 'completed',
    checkoutState: 'completed',
    paymentState: states.payment,
    shippingState: states.shipping,
    number: order.number,
    status: order.kind,
    email: state.customers.get(order.customerId)?.email ?? null,
    billingAddress: address,
    shippingAddress: address,
    shipments: [
      {
        '@id': `${iri}/shipments/${order.number}`,
        '@type': 'Shipment',
        id: Number(order.number),
        method: order.pickup ? 'pickup_point' : 'home_delivery',
        carrier,
        pickupPoint: order.pickup ? relayPoint : null,
        state: states.shipping,
        trackingNumber: tracking,
        trackingUrl: tracking
          ? order.pickup
            ? `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${tracking}`
            : `https://www.laposte.fr/outils/suivre-vos-envois?code=${tracking}`
          : null,
        shippedAt: order.shippedAt,
        deliveredAt: order.deliveredAt,
      },
    ],
    payments: [
      ...(order.kind === 'payment_failure'
        ? [
            {
              '@id': `${iri}/payments/1`,
              '@type': 'Payment' as const,
              id: 1,
              method: 'card' as const,
              state: 'failed' as const,
              amount: cart.total,
              bankResponse: {
                message: language === 'nl' ? 'Betaling geweigerd door uw bank' : 'Paiement refusé par votre banque',
                detail: language === 'nl' ? 'Onvoldoende saldo' : 'Provision insuffisante',
                code: '51',
              },
              createdAt: order.placedAt,
            },
          ]
        : []),
      {
        '@id': `${iri}/payments/2`,
        '@type': 'Payment',
        id: 2,
        method: paymentMethod,
        state: states.attempt,
        amount: cart.total,
        bankResponse: null,
        createdAt: order.placedAt,
      },
    ],
    notes: null,
    checkoutCompletedAt: order.placedAt,
    paymentFeeTotal: 0,
    taxExcludedTotal: cart.total - cart.taxTotal,
    invoice: {
      available,
      availableFrom: availableFrom ? availableFrom.toISOString().slice(0, 10) : null,
      url: available ? `${iri}/invoice` : null,
      number: order.invoiceNumber,
    },
  };
}

/** One row of GET /shop/orders. */
export function orderSummaryView(state: MockState, order: MockOrder, language: Language): OrderSummary {
  const view = orderView(state, order, language);
  return {
    '@id': view['@id'] ?? shopIri('orders', order.tokenValue),
    '@type': 'Order',
    tokenValue: order.tokenValue,
    number: order.number,
    checkoutCompletedAt: order.placedAt,
    status: view.status,
    paymentState: view.paymentState,
    shippingState: view.shippingState,
    itemsCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    total: view.total,
    currencyCode: view.currencyCode,
  };
}

function statesOf(kind: MockOrderKind): {
  payment: PaymentState;
  shipping: ShippingState;
  attempt: Order['payments'][number]['state'];
} {
  switch (kind) {
    case 'awaiting_payment':
    case 'payment_failure':
      return { payment: 'awaiting_payment', shipping: 'ready', attempt: 'new' };
    case 'payment_accepted':
      return { payment: 'paid', shipping: 'ready', attempt: 'completed' };
    case 'sent':
    case 'processed':
      return { payment: 'paid', shipping: 'shipped', attempt: 'completed' };
    case 'cancelled':
      return { payment: 'cancelled', shipping: 'cancelled', attempt: 'cancelled' };
    case 'refunded':
      return { payment: 'refunded', shipping: 'shipped', attempt: 'refunded' };
  }
}

function line(state: MockState, variantCode: string, quantity: number): MockCartItem {
  const found = variantByCode(variantCode);
  if (!found) throw new Error(`seedOrders: no variant ${variantCode} in content/`);
  return {
    id: state.nextId.item++,
    variantCode,
    quantity,
    subscriptionInterval: null,
    unitPrice: found.variant.base_price,
    sourceItemList: null,
    upsell: false,
  };
}

function shippingAddressOf(state: MockState, customerId: number): OrderAddress {
  const customer = state.customers.get(customerId);
  const saved =
    (customer?.defaultAddressId ? state.addresses.get(customer.defaultAddressId) : undefined) ??
    [...state.addresses.values()].find((a) => a.customerId === customerId);
  return {
    firstName: saved?.firstName ?? customer?.firstName ?? 'Camille',
    lastName: saved?.lastName ?? customer?.lastName ?? 'Martin',
    company: saved?.company ?? null,
    countryCode: saved?.countryCode ?? 'FR',
    provinceCode: saved?.provinceCode ?? null,
    provinceName: saved?.provinceName ?? null,
    street: saved?.street ?? '12 rue des Tilleuls',
    street2: saved?.street2 ?? null,
    postcode: saved?.postcode ?? '69003',
    city: saved?.city ?? 'Lyon',
    phoneNumber: saved?.phoneNumber ?? '+33612345678',
    phoneNumber2: saved?.phoneNumber2 ?? null,
    deliveryInstructions: saved?.deliveryInstructions ?? null,
  };
}

const relayPoint: PickupPoint = {
  '@id': shopIri('pickup-points', 'FR-69003-01'),
  '@type': 'PickupPoint',
  code: 'FR-69003-01',
  name: 'Tabac Presse des Tilleuls',
  street: '4 place Guichard',
  postcode: '69003',
  city: 'Lyon',
  countryCode: 'FR',
  latitude: 45.7596,
  longitude: 4.8467,
  openingHours: [1, 2, 3, 4, 5, 6].map((d) => ({ day: d, opens: '09:00', closes: '19:00' })),
  active: true,
};
