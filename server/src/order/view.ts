import type { Locale } from '@gamelle/contract';
import type { OrderAddress, PaymentMethodCode, ShippingMethodCode } from '@gamelle/contract/checkout/schema';
import type { PaymentAttemptState } from '@gamelle/contract/checkout/schema';
import { orderSchema, type BankResponse, type OrderSummary } from '@gamelle/contract/order/schema';
import type { CheckoutState, PaymentState, ShippingState } from '@gamelle/contract/order/statuses';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import type { OrderRow } from '../cart/repository.ts';
import { answer as cartAnswerOf } from '../cart/service.ts';
import type { OrderTotals } from '../checkout/service.ts';
import { trackingUrl } from '../checkout/methods.ts';
import { findPickupPoint } from '../checkout/pickup-points.ts';
import type { Services } from '../shared/services.ts';
import { checked } from '../shared/http/checked.ts';

/** Spec §9: the invoice is available 7 to 10 days after shipment; the shop makes it available on the 7th. */
export const INVOICE_DELAY_DAYS = 7;

export function invoiceAvailableFrom(shippedAt: string | null): Date | null {
  if (!shippedAt) return null;
  return new Date(new Date(shippedAt).getTime() + INVOICE_DELAY_DAYS * 86_400_000);
}

/** The status to show (spec §4's names, grouped by the contract's statusDisplayGroup). */
export function displayStatus(
  order: Pick<OrderRow, 'state' | 'payment_state' | 'shipping_state'>,
  deliveredAt: string | null,
  lastPaymentState: string | null,
): string {
  if (order.payment_state === 'refunded') return 'refunded';
  if (order.state === 'cancelled') return 'cancelled';
  if (order.state === 'cart') return 'draft';
  if (deliveredAt) return 'processed';
  if (order.shipping_state === 'shipped') return 'sent';
  if (order.payment_state === 'paid') return 'payment_accepted';
  if (lastPaymentState === 'failed') return 'payment_failure';
  return 'awaiting_payment';
}

export function formatInvoiceNumber(n: number): string {
  return `F${String(n).padStart(8, '0')}`;
}

/** The order as its owner reads it: the cart's fields plus addresses, shipment, payments, status and invoice. */
export async function orderView(services: Pick<Services, 'db' | 'clock'>, order: OrderRow, locale?: Locale) {
  const { db } = services;
  const base = await cartAnswerOf(db, order, locale ?? (order.locale_code.startsWith('nl') ? 'nl' : 'fr'));
  const shipment = await db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  const payments = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const kept = order.totals ? (JSON.parse(order.totals) as OrderTotals) : null;
  const totals = kept ?? {
    itemsSubtotal: base.itemsSubtotal,
    subscriptionDiscountTotal: base.subscriptionDiscountTotal,
    itemsTotal: base.itemsTotal,
    orderPromotionTotal: base.orderPromotionTotal,
    shippingTotal: base.shippingTotal,
    paymentFeeTotal: 0,
    taxTotal: base.taxTotal,
    taxExcludedTotal: base.total - base.taxTotal,
    total: base.total,
  };
  const availableFrom = invoiceAvailableFrom(shipment?.shipped_at ?? null);
  const available =
    availableFrom !== null && order.invoice_number !== null && (await services.clock.now()) >= availableFrom;
  const pickupPoint = shipment?.pickup_point_code
    ? ((await findPickupPoint(db, shipment.pickup_point_code)) ?? null)
    : null;
  const iri = shopIri('orders', order.token_value);
  const last = payments.at(-1);
  return checked(
    orderSchema,
    {
      ...base,
      ...totals,
      number: order.number,
      status: displayStatus(
        order,
        shipment?.delivered_at ?? null,
        payments.some((p) => p.state === 'failed') && last?.state === 'new' ? 'failed' : (last?.state ?? null),
      ),
      email: order.email,
      billingAddress: order.billing_address ? (JSON.parse(order.billing_address) as OrderAddress) : null,
      shippingAddress: order.shipping_address ? (JSON.parse(order.shipping_address) as OrderAddress) : null,
      shipments: shipment
        ? [
            {
              '@id': `${iri}/shipments/${shipment.id}`,
              '@type': 'Shipment' as const,
              id: shipment.id,
              method: shipment.method_code as ShippingMethodCode | null,
              carrier: shipment.carrier,
              pickupPoint,
              state: shipment.state as ShippingState,
              trackingNumber: shipment.tracking_number,
              trackingUrl: trackingUrl(shipment.carrier, shipment.tracking_number),
              shippedAt: shipment.shipped_at,
              deliveredAt: shipment.delivered_at,
            },
          ]
        : [],
      payments: payments.map((p) => ({
        '@id': `${iri}/payments/${p.id}`,
        '@type': 'Payment' as const,
        id: p.id,
        method: p.method_code as PaymentMethodCode | null,
        state: p.state as PaymentAttemptState,
        amount: p.amount,
        bankResponse: p.bank_response ? (JSON.parse(p.bank_response) as BankResponse) : null,
        createdAt: p.created_at,
      })),
      checkoutState: order.checkout_state as CheckoutState,
      paymentState: order.payment_state as PaymentState,
      shippingState: order.shipping_state as ShippingState,
      notes: order.notes,
      checkoutCompletedAt: order.checkout_completed_at,
      invoice: {
        available,
        availableFrom: availableFrom ? availableFrom.toISOString().slice(0, 10) : null,
        url: available ? `${iri}/invoice` : null,
        number: order.invoice_number === null ? null : formatInvoiceNumber(order.invoice_number),
      },
    },
    'order',
  );
}

export function orderSummary(row: OrderRow & { items_count: number; delivered_at: string | null }): OrderSummary {
  const totals = JSON.parse(row.totals ?? '{}') as Partial<OrderTotals>;
  return {
    '@id': shopIri('orders', row.token_value),
    '@type': 'Order',
    tokenValue: row.token_value,
    number: row.number ?? '',
    checkoutCompletedAt: row.checkout_completed_at ?? row.created_at,
    status: displayStatus(row, row.delivered_at, null),
    paymentState: row.payment_state as PaymentState,
    shippingState: row.shipping_state as ShippingState,
    itemsCount: Number(row.items_count),
    total: totals.total ?? 0,
    currencyCode: row.currency_code,
  };
}
