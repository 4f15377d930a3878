// Pure readings of an order for the funnel: which steps it allows, its latest payment, a signature of what the
// customer sees (to tell that another tab changed it).
import type { Order, Payment } from '@gamelle/contract/order/schema';
import { isAddressed, type CheckoutOrder } from './checkout-api.ts';

import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-search.ts';

export { CHECKOUT_STEPS, isCheckoutStep, type CheckoutStep } from './checkout-search.ts';

/** The furthest step the order's checkout state allows (Sylius: cart → addressed → shipping → payment). */
export function furthestStep(order: Pick<CheckoutOrder, 'checkoutState'>): CheckoutStep {
  switch (order.checkoutState) {
    case 'cart':
      return 'address';
    case 'addressed':
      return 'shipping';
    default:
      return 'payment';
  }
}

/** The step to show: the one asked if the order allows it yet, else the furthest allowed (a reload resumes). */
export function stepToShow(order: Pick<CheckoutOrder, 'checkoutState'>, asked: CheckoutStep | undefined): CheckoutStep {
  const furthest = furthestStep(order);
  if (!asked) return furthest;
  return CHECKOUT_STEPS.indexOf(asked) <= CHECKOUT_STEPS.indexOf(furthest) ? asked : furthest;
}

/** The order's current payment attempt (a refused one is followed by a new attempt). */
export function latestPayment(order: CheckoutOrder): Payment | undefined {
  if (!isAddressed(order)) return undefined;
  return order.payments.reduce<Payment | undefined>(
    (latest, p) => (!latest || p.id > latest.id ? p : latest),
    undefined,
  );
}

/** The last refused attempt, when it is the one before the current one (the customer may retry). */
export function refusedPayment(order: CheckoutOrder): Payment | undefined {
  if (!isAddressed(order)) return undefined;
  const failed = order.payments.filter((p) => p.state === 'failed' && p.bankResponse);
  const lastFailed = failed.reduce<Payment | undefined>((l, p) => (!l || p.id > l.id ? p : l), undefined);
  const latest = latestPayment(order);
  if (!lastFailed || !latest) return undefined;
  return latest.id === lastFailed.id || latest.state === 'new' ? lastFailed : undefined;
}

/** What the customer sees of the order: two readings with different signatures are different orders to them. */
export function orderSignature(order: CheckoutOrder): string {
  const shipment = isAddressed(order) ? order.shipments[0] : undefined;
  return JSON.stringify([
    order.state,
    order.checkoutState,
    order.total,
    order.couponCode,
    order.items.map((item) => [item.id, item.quantity, item.subscriptionInterval]),
    shipment?.method ?? null,
    shipment?.pickupPoint?.code ?? null,
    latestPayment(order)?.method ?? null,
  ]);
}

/**
 * Where the shipping step's relay list first looks: near the order's relay point if it has one, else near its
 * address (the picker's first search; its key in the query cache, so the route's loader and the step read one list).
 */
export function pickupSearchOf(order: Order): { country: string; postcode: string } {
  const shipment = order.shipments[0];
  const address = order.shippingAddress;
  return {
    country: address?.countryCode ?? 'FR',
    postcode: shipment?.pickupPoint?.postcode ?? address?.postcode ?? '',
  };
}
