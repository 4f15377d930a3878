// The subscription's rules (issue 15, spec §4/§9): created from a completed order, seen and changed by its owner
// only (another's is a 404), every change refused once the next order is locked. No HTTP here.
import type { Locale } from '@gamelle/contract';
import type { OrderAddress } from '@gamelle/contract/checkout/schema';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import {
  type CancellationReason,
  type ChangeScope,
  addDays,
  cancellationRequestSchema,
  minimumDeliveriesNotice,
  parisDate,
  subscriptionErrorText,
} from '@gamelle/contract/subscription';
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { checked } from '../shared/http/checked.ts';
import type { SavedPaymentMethod } from '../payment/provider.ts';
import { notFound, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import type { Trx } from '../checkout/service.ts';
import { methodRate } from '../checkout/shipping.ts';
import * as repo from './repository.ts';
import { recordSubscriptionMessage } from '../service/messages-service.ts';
import { type NextOrderChanges, cardAlert, cardLastDay, isLocked, nextOrderChanges } from './rules.ts';
import { historyView, subscriptionView } from './view.ts';

// --- from the checkout ---

/**
 * A completed order with subscribed lines: one subscription per frequency, in the order's transaction (called by
 * order/life.ts). The order itself is the first delivery; the next ships `frequency` days after its completion.
 */
export async function createSubscriptionsFromOrder(trx: Trx, orderId: number, at: Date): Promise<number> {
  const lines = await repo.subscribedLinesOf(trx, orderId);
  if (lines.length === 0) return 0;
  const { order, shipment } = await repo.orderForSubscriptions(trx, orderId);
  if (!order.customer_id || !order.shipping_address || !order.billing_address) return 0;
  const byFrequency = new Map<number, typeof lines>();
  for (const line of lines)
    byFrequency.set(line.subscription_interval!, [...(byFrequency.get(line.subscription_interval!) ?? []), line]);
  const now = at.toISOString();
  const today = parisDate(at);
  let created = 0;
  for (const [frequency, group] of byFrequency) {
    const next = addDays(today, frequency);
    const id = await repo.insertSubscription(
      trx,
      {
        customer_id: order.customer_id,
        status: 'active',
        frequency,
        next_frequency: null,
        next_shipping_date: next,
        modification_limit_date: addDays(next, -SUBSCRIPTION.editCutOffDays),
        locale_code: order.locale_code,
        channel_code: order.channel_code,
        shipping_address: order.shipping_address,
        billing_address: order.billing_address,
        shipping_method_code: shipment?.method_code ?? 'home_delivery',
        pickup_point_code: shipment?.pickup_point_code ?? null,
        payment_method_id: null,
        next_order: null,
        origin_order_id: order.id,
        deliveries: 1,
        failed_attempts: 0,
        next_retry_date: null,
        created_at: now,
        updated_at: now,
      },
      group.map((l) => ({ variant_code: l.variant_code, quantity: l.quantity })),
    );
    if (id !== null) created += 1;
  }
  return created;
}

/** A paid order's card kept by the provider: saved on the account and used by that order's subscriptions. */
export async function attachSavedMethod(
  trx: Trx,
  order: { id: number; customer_id: number | null },
  provider: string,
  method: SavedPaymentMethod,
  now: string,
): Promise<void> {
  if (!order.customer_id || !(await repo.hasSubscribedLines(trx, order.id))) return;
  const id = await repo.insertPaymentMethod(trx, order.customer_id, provider, method, now);
  await repo.setPaymentMethodOfOrigin(trx, order.id, id, now);
}

/** Whether the provider should keep the card (Stripe's setup_future_usage): the order has subscribed lines. */
export function orderHasSubscription(services: Services, orderId: number): Promise<boolean> {
  return repo.hasSubscribedLines(services.db, orderId);
}

// --- self-service ---

async function own(services: Services, customerId: number, code: string, locale: Locale) {
  const sub = await repo.subscriptionByCode(services.db, code);
  if (!sub || sub.customer_id !== customerId) throw notFound(subscriptionErrorText(locale, 'subscription_not_found'));
  return sub;
}

function now(services: Services): Date {
  return services.clock.now();
}

async function detail(services: Services, sub: repo.SubscriptionRow, locale: Locale) {
  const items = await repo.itemsOf(services.db, [sub.id]);
  const changes = nextOrderChanges(sub);
  const method = await repo.paymentMethodById(services.db, sub.payment_method_id);
  const nextMethod = changes.paymentMethod ? await repo.paymentMethodById(services.db, changes.paymentMethod) : method;
  const point = await repo.pickupPointByCode(services.db, changes.pickupPoint ?? sub.pickup_point_code);
  const cancellation = await repo.openCancellation(services.db, sub.id);
  // The next order's delivery as the renewal will price it; none where it cannot be delivered (invalid_carrier).
  const country = (JSON.parse(changes.shippingAddress ?? sub.shipping_address) as { countryCode: string }).countryCode;
  const shippingMethod = changes.shippingMethod ?? sub.shipping_method_code;
  const deliverable =
    (country === 'FR' || country === 'BE' || country === 'LU') &&
    (shippingMethod === 'home_delivery' || shippingMethod === 'pickup_point');
  const rate = deliverable ? await methodRate(services.db, country, shippingMethod) : null;
  return subscriptionView({
    sub,
    items,
    method,
    nextMethod,
    point,
    changes,
    rate,
    cancellation: !!cancellation,
    now: now(services),
    locale,
  });
}

export async function listSubscriptions(services: Services, customerId: number, locale: Locale) {
  const subs = await repo.subscriptionsOf(services.db, customerId);
  const members = [];
  for (const sub of subs) members.push(await detail(services, sub, locale));
  return { '@context': '/api/v2/contexts/Subscription', ...hydraCollection(members, '/api/v2/shop/subscriptions') };
}

export async function readSubscription(services: Services, customerId: number, code: string, locale: Locale) {
  return detail(services, await own(services, customerId, code, locale), locale);
}

export async function subscriptionHistory(services: Services, customerId: number, code: string, locale: Locale) {
  const sub = await own(services, customerId, code, locale);
  const orders = await repo.ordersOfSubscription(services.db, sub.id, sub.origin_order_id);
  return {
    '@context': '/api/v2/contexts/Order',
    ...hydraCollection(orders.map(historyView), `/api/v2/shop/subscriptions/${sub.code}/orders`),
  };
}

/** Every change needs a living subscription whose next order is not locked (spec §4, the contact message). */
async function changeable(services: Services, customerId: number, code: string, locale: Locale) {
  const sub = await own(services, customerId, code, locale);
  if (sub.status === 'stopped' || sub.status === 'cancelled')
    throw violation('', 'subscription_closed', subscriptionErrorText(locale, 'subscription_closed'));
  if (sub.status === 'active' && isLocked(sub, now(services)))
    throw violation('', 'subscription_locked', subscriptionErrorText(locale, 'subscription_locked'));
  return sub;
}

function stamp(_services: Services) {
  return new Date().toISOString();
}

export async function changeFrequency(
  services: Services,
  customerId: number,
  code: string,
  frequency: number,
  locale: Locale,
) {
  const sub = await changeable(services, customerId, code, locale);
  const today = parisDate(now(services));
  const lastShipped = addDays(sub.next_shipping_date, -sub.frequency);
  const candidate = addDays(lastShipped, frequency);
  // Spec §4: when the next order cannot be delivered at the new rhythm (its cut-off would be past), the new
  // frequency applies from the following order and the next keeps its date.
  if (addDays(candidate, -SUBSCRIPTION.editCutOffDays) < today)
    await repo.updateSubscription(services.db, sub.id, { next_frequency: frequency, updated_at: stamp(services) });
  else
    await repo.updateSubscription(services.db, sub.id, {
      frequency,
      next_frequency: null,
      next_shipping_date: candidate,
      modification_limit_date: addDays(candidate, -SUBSCRIPTION.editCutOffDays),
      updated_at: stamp(services),
    });
  return readSubscription(services, customerId, code, locale);
}

export async function changeShippingDate(
  services: Services,
  customerId: number,
  code: string,
  date: string,
  locale: Locale,
) {
  const sub = await changeable(services, customerId, code, locale);
  const today = parisDate(now(services));
  if (addDays(date, -SUBSCRIPTION.editCutOffDays) < today)
    throw violation(
      'nextShippingDate',
      'shipping_date_too_soon',
      subscriptionErrorText(locale, 'shipping_date_too_soon'),
    );
  if (date > addDays(today, SUBSCRIPTION.maxFrequencyDays))
    throw violation(
      'nextShippingDate',
      'shipping_date_too_late',
      subscriptionErrorText(locale, 'shipping_date_too_late'),
    );
  // A renewal being sent keeps its own date (its order exists); this moves the next draft only.
  await repo.updateSubscription(services.db, sub.id, {
    next_shipping_date: date,
    modification_limit_date: addDays(date, -SUBSCRIPTION.editCutOffDays),
    updated_at: stamp(services),
  });
  return readSubscription(services, customerId, code, locale);
}

/**
 * Ship now (after the customer confirmed): the next order is locked and renewed at once (charged, then shipped
 * by the warehouse the next working day: within 24 working hours).
 */
export async function shipNow(services: Services, customerId: number, code: string, locale: Locale) {
  const sub = await changeable(services, customerId, code, locale);
  if (sub.status !== 'active')
    throw violation('', 'subscription_locked', subscriptionErrorText(locale, 'subscription_locked'));
  const today = parisDate(now(services));
  const shipping = nextWorkingDay(today);
  await repo.updateSubscription(services.db, sub.id, {
    next_shipping_date: shipping,
    // Locked from today: the cut-off is yesterday.
    modification_limit_date: addDays(today, -1),
    updated_at: stamp(services),
  });
  // The worker's next scan (every JOB_SCAN_SECONDS) finds it past its cut-off and renews it.
  return readSubscription(services, customerId, code, locale);
}

function nextWorkingDay(date: string): string {
  let day = addDays(date, 1);
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

function applyScoped(
  sub: repo.SubscriptionRow,
  scope: ChangeScope,
  all: Partial<repo.SubscriptionRow>,
  next: NextOrderChanges,
) {
  if (scope === 'all_draft_orders') {
    // A change for every draft also replaces what the next order had of its own for these fields.
    const current = nextOrderChanges(sub);
    for (const key of Object.keys(next) as (keyof NextOrderChanges)[]) delete current[key];
    return { ...all, next_order: Object.keys(current).length ? JSON.stringify(current) : null };
  }
  return { next_order: JSON.stringify({ ...nextOrderChanges(sub), ...next }) };
}

export async function changeDelivery(
  services: Services,
  customerId: number,
  code: string,
  body: {
    scope: ChangeScope;
    address?: number | string | undefined;
    shippingMethod?: string | undefined;
    pickupPoint?: string | null | undefined;
  },
  locale: Locale,
) {
  const sub = await changeable(services, customerId, code, locale);
  const all: Partial<repo.SubscriptionRow> = {};
  const next: NextOrderChanges = {};
  let country = repo.parseAddress(nextOrderChanges(sub).shippingAddress ?? sub.shipping_address).countryCode;
  if (body.address !== undefined) {
    const row = await repo.addressOf(services.db, customerId, Number(body.address));
    if (!row) throw violation('address', 'address_unknown', subscriptionErrorText(locale, 'address_unknown'));
    const address: OrderAddress = {
      firstName: row.first_name,
      lastName: row.last_name,
      company: row.company,
      countryCode: row.country_code as OrderAddress['countryCode'],
      provinceCode: row.province_code,
      provinceName: row.province_name,
      street: row.street,
      street2: row.street2,
      postcode: row.postcode,
      city: row.city,
      phoneNumber: row.phone_number ?? '',
      phoneNumber2: row.phone_number2,
      deliveryInstructions: row.delivery_instructions,
    };
    country = address.countryCode;
    all.shipping_address = JSON.stringify(address);
    next.shippingAddress = all.shipping_address;
  }
  const method = body.shippingMethod ?? (body.pickupPoint ? 'pickup_point' : undefined);
  if (method) {
    all.shipping_method_code = method;
    next.shippingMethod = method;
  }
  const effectiveMethod = method ?? nextOrderChanges(sub).shippingMethod ?? sub.shipping_method_code;
  if (effectiveMethod === 'pickup_point') {
    const code = body.pickupPoint ?? (method ? null : undefined);
    if (code !== undefined || method === 'pickup_point') {
      const point = code ? await repo.pickupPointByCode(services.db, code) : undefined;
      const { checkoutMessage } = await import('../checkout/messages.ts');
      if (!point || point.country_code !== country)
        throw violation(
          'pickupPoint',
          code ? 'invalid_pickup_point' : 'pickup_point_required',
          checkoutMessage(locale, code ? 'invalid_pickup_point' : 'pickup_point_required'),
        );
      if (!point.active)
        throw violation('pickupPoint', 'pickuppoint_unavailable', checkoutMessage(locale, 'pickuppoint_unavailable'));
      all.pickup_point_code = point.code;
      next.pickupPoint = point.code;
    }
  } else if (method === 'home_delivery') {
    all.pickup_point_code = null;
    next.pickupPoint = null;
  }
  await repo.updateSubscription(services.db, sub.id, {
    ...applyScoped(sub, body.scope, all, next),
    updated_at: stamp(services),
  });
  return readSubscription(services, customerId, code, locale);
}

export async function changePaymentMethod(
  services: Services,
  customerId: number,
  code: string,
  body: { scope: ChangeScope; paymentMethod: number | string },
  locale: Locale,
) {
  const sub = await changeable(services, customerId, code, locale);
  const method = await repo.paymentMethodById(services.db, Number(body.paymentMethod));
  if (!method || method.customer_id !== customerId)
    throw violation('paymentMethod', 'payment_method_unknown', subscriptionErrorText(locale, 'payment_method_unknown'));
  if (cardLastDay(method.exp_month, method.exp_year) < parisDate(now(services)))
    throw violation('paymentMethod', 'payment_method_expired', subscriptionErrorText(locale, 'payment_method_expired'));
  const changes = applyScoped(sub, body.scope, { payment_method_id: method.id }, { paymentMethod: method.id });
  // A subscription in payment failure tries again with the new card from today.
  const retry = sub.status === 'payment_failure' ? { next_retry_date: parisDate(now(services)) } : {};
  await repo.updateSubscription(services.db, sub.id, { ...changes, ...retry, updated_at: stamp(services) });
  return readSubscription(services, customerId, code, locale);
}

export async function savedPaymentMethods(services: Services, customerId: number) {
  const rows = await repo.paymentMethodsOf(services.db, customerId);
  return {
    '@context': '/api/v2/contexts/SavedPaymentMethod',
    ...hydraCollection(
      rows.map((m) => ({
        '@id': `/api/v2/shop/saved-payment-methods/${m.id}`,
        '@type': 'SavedPaymentMethod',
        id: m.id,
        brand: m.brand,
        last4: m.last4,
        expMonth: m.exp_month,
        expYear: m.exp_year,
        expired: cardAlert(m, parisDate(now(services)), now(services)) === 'card_expired',
      })),
      '/api/v2/shop/saved-payment-methods',
    ),
  };
}

/**
 * A cancellation request (spec §4: an operator follows up). Allowed in any state, locked or not; before the
 * second delivery it is recorded with the minimum-deliveries explanation (spec §9), not silently accepted.
 */
export async function requestCancellation(
  services: Services,
  customerId: number,
  code: string,
  body: { reason: CancellationReason; message: string },
  locale: Locale,
) {
  const sub = await own(services, customerId, code, locale);
  if (sub.status === 'stopped' || sub.status === 'cancelled')
    throw violation('', 'subscription_closed', subscriptionErrorText(locale, 'subscription_closed'));
  if (await repo.openCancellation(services.db, sub.id))
    throw violation('', 'request_already_open', subscriptionErrorText(locale, 'request_already_open'));
  const row = await repo.insertRequest(services.db, {
    subscription_id: sub.id,
    kind: 'cancellation',
    reason: body.reason,
    message: body.message,
    status: 'open',
    created_at: stamp(services),
    closed_at: null,
    closing_note: null,
  });
  const belowMinimum = sub.deliveries < SUBSCRIPTION.minimumDeliveries;
  return checked(
    cancellationRequestSchema,
    {
      '@type': 'CancellationRequest',
      id: row.id,
      subscription: sub.code,
      reason: row.reason,
      status: row.status,
      createdAt: row.created_at,
      belowMinimumDeliveries: belowMinimum,
      notice: belowMinimum ? minimumDeliveriesNotice[locale] : null,
    },
    'cancellation request',
  );
}

export async function contactMessage(
  services: Services,
  customerId: number,
  code: string,
  message: string,
  locale: Locale,
) {
  const sub = await own(services, customerId, code, locale);
  // Customer service reads every message in one place (service/messages-service.ts), this one with its code.
  const row = await recordSubscriptionMessage(services, {
    customerId,
    subscriptionId: sub.id,
    subscriptionCode: sub.code,
    message,
    locale,
  });
  return {
    '@type': 'SubscriptionContact',
    id: row.id,
    subscription: sub.code,
    status: row.status,
    createdAt: row.created_at,
  };
}
