// Rows → the self-service answers (JSON-LD, Sylius-style).
import type { Locale } from '@gamelle/contract';
import { cartTotals, lineTotals, type ShippingRate } from '@gamelle/contract/cart/totals';
import {
  draftEditState,
  frequencyLabel,
  isDeliveryFrequencyCode,
  parisDate,
  subscriptionAlertText,
} from '@gamelle/contract/subscription';
import type { Selectable } from 'kysely';
import type { OrderRow } from '../cart/repository.ts';
import type { PickupPointsTable } from '../checkout/tables.ts';
import type { PaymentMethodsTable } from './tables.ts';
import type { SubscriptionRow } from './repository.ts';
import { type AlertCode, type NextOrderChanges, cardAlert, statusGroup } from './rules.ts';
import { subscriptionSchema } from '@gamelle/contract/subscription';
import { checked } from '../shared/http/checked.ts';

type Item = {
  variant_code: string;
  quantity: number;
  price: number | null;
  stock: number | null;
  enabled: number | null;
  variant_fr: string | null;
  variant_nl: string | null;
  name_fr: string | null;
  name_nl: string | null;
  sku: string | null;
};

function methodView(m: Selectable<PaymentMethodsTable> | undefined) {
  return m ? { id: m.id, brand: m.brand, last4: m.last4, expMonth: m.exp_month, expYear: m.exp_year } : null;
}

export function subscriptionView(input: {
  sub: SubscriptionRow;
  items: Item[];
  method: Selectable<PaymentMethodsTable> | undefined;
  nextMethod: Selectable<PaymentMethodsTable> | undefined;
  point: Selectable<PickupPointsTable> | undefined;
  changes: NextOrderChanges;
  /** The next order's delivery rate (its country and method), null when it cannot be delivered. */
  rate: ShippingRate | null;
  cancellation: boolean;
  now: Date;
  locale: Locale;
}) {
  const { sub, items, changes, now, locale } = input;
  const edit = draftEditState(sub.next_shipping_date, now, sub.modification_limit_date);
  const shippingMethod = changes.shippingMethod ?? sub.shipping_method_code;
  const alerts: AlertCode[] = [];
  const card = cardAlert(input.nextMethod, sub.next_shipping_date, now);
  const method = input.nextMethod;
  const expiry = method && { expMonth: method.exp_month, expYear: method.exp_year };
  if (card) alerts.push(card);
  if (shippingMethod === 'pickup_point' && (!input.point || !input.point.active)) alerts.push('pickup_point_inactive');
  if (items.some((i) => i.price === null || !i.enabled || (i.stock ?? 0) < i.quantity))
    alerts.push('product_unavailable');
  const address = JSON.parse(changes.shippingAddress ?? sub.shipping_address) as { countryCode: string };
  if (!['FR', 'BE', 'LU'].includes(address.countryCode) || !['home_delivery', 'pickup_point'].includes(shippingMethod))
    alerts.push('invalid_carrier');
  const lines = items.map((i) =>
    lineTotals({ unitPrice: i.price ?? 0, quantity: i.quantity, subscriptionInterval: sub.frequency }),
  );
  const totals = {
    itemsSubtotal: lines.reduce((a, l) => a + l.subtotal, 0),
    subscriptionDiscount: lines.reduce((a, l) => a + l.subscriptionDiscount, 0),
    itemsTotal: lines.reduce((a, l) => a + l.total, 0),
  };
  // What the renewal will charge (renewal.ts prices it with the checkout's cartTotals, no coupon): the same sum here.
  const charged = input.rate
    ? cartTotals({
        lines: items.map((i) => ({
          unitPrice: i.price ?? 0,
          quantity: i.quantity,
          subscriptionInterval: sub.frequency,
        })),
        coupon: null,
        shipping: input.rate,
      })
    : null;
  const label = (code: number) => (isDeliveryFrequencyCode(code) ? frequencyLabel(code, locale) : `${code}`);
  return checked(
    subscriptionSchema,
    {
      '@id': `/api/v2/shop/subscriptions/${sub.code}`,
      '@type': 'Subscription',
      code: sub.code,
      status: sub.status,
      statusGroup: statusGroup(sub.status),
      frequency: sub.frequency,
      frequencyLabel: label(sub.frequency),
      nextFrequency: sub.next_frequency,
      nextShippingDate: sub.next_shipping_date,
      modificationLimitDate: sub.modification_limit_date,
      locked: sub.status === 'active' && edit.locked,
      today: parisDate(now),
      deliveries: sub.deliveries,
      minimumDeliveries: 2,
      nextRetryDate: sub.next_retry_date,
      createdAt: sub.created_at,
      items: items.map((i) => ({
        variantCode: i.variant_code,
        productSku: i.sku,
        productName: (locale === 'nl' ? i.name_nl : i.name_fr) ?? i.variant_code,
        variantName: (locale === 'nl' ? i.variant_nl : i.variant_fr) ?? '',
        quantity: i.quantity,
        unitPrice: i.price,
        subscriptionUnitPrice:
          i.price === null
            ? null
            : lineTotals({ unitPrice: i.price, quantity: 1, subscriptionInterval: sub.frequency }).total,
        available: i.price !== null && !!i.enabled && (i.stock ?? 0) >= i.quantity,
      })),
      shippingAddress: JSON.parse(sub.shipping_address) as unknown,
      shippingMethod: sub.shipping_method_code,
      pickupPoint: sub.pickup_point_code,
      paymentMethod: methodView(input.method),
      nextOrder: {
        shippingDate: sub.next_shipping_date,
        shippingAddress: JSON.parse(changes.shippingAddress ?? sub.shipping_address) as unknown,
        shippingMethod,
        pickupPoint: input.point
          ? { code: input.point.code, name: input.point.name, city: input.point.city, active: !!input.point.active }
          : null,
        paymentMethod: methodView(input.nextMethod),
        nextOrderOnly: Object.keys(changes),
        itemsSubtotal: totals.itemsSubtotal,
        subscriptionDiscountTotal: totals.subscriptionDiscount,
        itemsTotal: totals.itemsTotal,
        shippingTotal: charged?.shippingTotal ?? null,
        total: charged?.total ?? null,
      },
      alerts: alerts.map((code) => ({ code, ...subscriptionAlertText(code, locale, expiry) })),
      cancellationRequested: input.cancellation,
    },
    'subscription',
  );
}

export function historyView(order: OrderRow) {
  const totals = JSON.parse(order.totals ?? '{}') as { total?: number };
  return {
    '@id': `/api/v2/shop/orders/${order.token_value}`,
    '@type': 'Order',
    tokenValue: order.token_value,
    number: order.number,
    shippingDate: order.subscription_shipping_date,
    checkoutCompletedAt: order.checkout_completed_at,
    paymentState: order.payment_state,
    shippingState: order.shipping_state,
    state: order.state,
    total: totals.total ?? 0,
    renewal: order.subscription_id !== null,
  };
}
