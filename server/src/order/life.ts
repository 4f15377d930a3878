import type { Locale } from '@gamelle/contract';
import type { BankResponse } from '@gamelle/contract/order/schema';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { type OrderRow } from '../cart/repository.ts';
import { offlineMethods } from '../checkout/methods.ts';
import {
  type OrderTotals,
  type Trx,
  OrderChanged,
  currentTotals,
  refreshBeforeComplete,
  reload,
  withLockedOrder,
} from '../checkout/service.ts';
import { checkoutMessage } from '../checkout/messages.ts';
import type { PaymentMethodCode } from '@gamelle/contract/checkout/schema';
import { notFound, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import type { PaymentNotification } from '../payment/provider.ts';
import { type OrderMailKind, sendOrderMail } from './mails.ts';
import { attachSavedMethod, createSubscriptionsFromOrder } from '../subscription/service.ts';
import * as sponsorship from '../sponsorship/service.ts';
import type { SponsorReward } from '../sponsorship/service.ts';

/** The order's reference, from its id (unique, never reused). */
export function orderNumber(id: number): string {
  return `GA${String(id).padStart(7, '0')}`;
}

/**
 * PATCH …/complete. Idempotent: a completed order answers itself again. Before completing, the cart is brought up
 * to date; when that changed anything or the total is not the one the customer saw (`expectedTotal`), the changes
 * are kept and `changed` says why (the route answers 409 with the new totals). Completing decrements the stock,
 * records the coupon's use and fixes the totals on the order, all in the transaction that holds the order's lock.
 */
export async function completeCheckout(
  services: Services,
  token: string,
  customerId: number,
  input: { expectedTotal: number; notes?: string | null | undefined },
  locale: Locale,
): Promise<{ order: OrderRow; changed: string[] | null; justCompleted: boolean }> {
  // Read before the transaction: on SQLite the clock's own query would wait for it (one connection).
  const now = await services.clock.now();
  const result = await withLockedOrder(services, token, customerId, false, async (trx, order) => {
    if (order.state === 'completed' || order.state === 'cancelled')
      return { order, changed: null, justCompleted: false };
    if (order.state !== 'cart') throw notFound(errorMessages.cartNotFound);
    if (order.checkout_state !== 'payment_selected' && order.checkout_state !== 'payment_skipped')
      throw violation('', 'payment_not_selected', checkoutMessage(locale, 'payment_not_selected'));
    const changes = await refreshBeforeComplete(trx, order, now);
    let fresh = await reload(trx, order.id);
    const totals = await currentTotals(trx, fresh);
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    if (totals.total === 0 && fresh.checkout_state !== 'payment_skipped') {
      await trx.updateTable('payments').set({ method_code: 'free' }).where('id', '=', payment.id).execute();
      await trx.updateTable('orders').set({ checkout_state: 'payment_skipped' }).where('id', '=', order.id).execute();
    } else if (totals.total > 0 && fresh.checkout_state === 'payment_skipped') {
      await trx.updateTable('orders').set({ checkout_state: 'shipping_selected' }).where('id', '=', order.id).execute();
      changes.push('price');
    }
    if (changes.length > 0 || totals.total !== input.expectedTotal) {
      fresh = await reload(trx, order.id);
      return { order: fresh, changed: changes.length > 0 ? [...new Set(changes)] : ['total'], justCompleted: false };
    }
    await placeOrder(trx, fresh, totals, input.notes ?? null, now);
    return { order: await reload(trx, order.id), changed: null, justCompleted: true };
  });
  if (result.justCompleted) {
    const method = await paymentMethodOf(services, result.order.id);
    if (method === 'free') await sendOrderMail(services, result.order, 'confirmation');
    else if (method && offlineMethods.includes(method)) await sendOrderMail(services, result.order, 'awaiting_payment');
  }
  return result;
}

/**
 * An order's lines as its stock updates take them: in the variants' order. Each update locks its variant's row until
 * the transaction ends, so two orders taking the same variants in their carts' orders (one [A, B], the other [B, A])
 * could each hold a row the other waits for; PostgreSQL would fail one of them with « deadlock detected ».
 */
function stockLines(trx: Trx, orderId: number) {
  return trx
    .selectFrom('order_items')
    .select(['variant_code', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('variant_code')
    .execute();
}

async function placeOrder(trx: Trx, order: OrderRow, totals: OrderTotals, notes: string | null, at: Date) {
  const now = at.toISOString();
  const lines = await stockLines(trx, order.id);
  for (const line of lines) {
    const done = await trx
      .updateTable('product_variants')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('code', '=', line.variant_code)
      .where('stock', '>=', line.quantity)
      .executeTakeFirst();
    // Another order took the last units between the check and now: roll back, the customer sees the new stock.
    if (Number(done.numUpdatedRows) === 0) throw new OrderChanged(['stock']);
  }
  if (order.coupon_code)
    await trx
      .insertInto('coupon_usages')
      .values({ coupon_code: order.coupon_code, customer_id: order.customer_id, order_id: order.id, used_at: now })
      .execute();
  const free = totals.total === 0;
  await trx
    .updateTable('orders')
    .set({
      state: 'completed',
      checkout_state: 'completed',
      payment_state: free ? 'paid' : 'awaiting_payment',
      shipping_state: 'ready',
      number: orderNumber(order.id),
      totals: JSON.stringify(totals),
      notes: notes?.trim() || null,
      checkout_completed_at: now,
    })
    .where('id', '=', order.id)
    .execute();
  await trx.updateTable('shipments').set({ state: 'ready' }).where('order_id', '=', order.id).execute();
  await trx
    .updateTable('payments')
    .set({ state: free ? 'completed' : 'new', amount: totals.total, updated_at: now })
    .where('order_id', '=', order.id)
    .where('state', '=', 'cart')
    .execute();
  // Subscribed lines: one subscription per frequency, created with the order (issue 15).
  await createSubscriptionsFromOrder(trx, order.id, at);
  // A sponsored friend's first order (issue 16): the sponsor's credit waits for it to ship.
  await sponsorship.orderPlaced(trx, order.customer_id, order.id, at);
}

async function paymentMethodOf(services: Services, orderId: number): Promise<PaymentMethodCode | null> {
  const row = await services.db
    .selectFrom('payments')
    .select('method_code')
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return (row?.method_code as PaymentMethodCode | null | undefined) ?? null;
}

/**
 * Applies a verified provider notification once: its event id is recorded in the same transaction as its effect,
 * so a repeated delivery (a retry after a crash, a duplicate) changes nothing.
 */
export async function applyPaymentNotification(
  services: Services,
  event: PaymentNotification,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const now = (await services.clock.now()).toISOString();
  const outcome = await services.db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({ event_id: event.eventId, payment_id: event.paymentId, kind: event.outcome, received_at: now })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return { status: 'duplicate' as const };
    if (event.outcome === 'ignored' || event.paymentId === null) return { status: 'ignored' as const };
    const payment = await trx.selectFrom('payments').selectAll().where('id', '=', event.paymentId).executeTakeFirst();
    if (!payment) return { status: 'ignored' as const };
    let query = trx.selectFrom('orders').selectAll().where('id', '=', payment.order_id);
    if (services.dialect === 'postgres') query = query.forUpdate();
    const order = (await query.executeTakeFirstOrThrow()) as OrderRow;
    if (order.state !== 'completed' || order.payment_state !== 'awaiting_payment')
      return { status: 'ignored' as const };
    if (event.outcome === 'paid') {
      await trx
        .updateTable('payments')
        .set({ state: 'completed', provider_reference: event.reference, bank_response: null, updated_at: now })
        .where('id', '=', payment.id)
        .execute();
      await trx
        .updateTable('payments')
        .set({ state: 'cancelled', updated_at: now })
        .where('order_id', '=', order.id)
        .where('id', '!=', payment.id)
        .where('state', '=', 'new')
        .execute();
      await trx.updateTable('orders').set({ payment_state: 'paid' }).where('id', '=', order.id).execute();
      // The card the provider kept pays the order's subscriptions' renewals.
      if (event.savedMethod && services.paymentProvider)
        await attachSavedMethod(trx, order, services.paymentProvider.name, event.savedMethod, now);
      return { status: 'applied' as const, order, mail: 'confirmation' as const };
    }
    if (payment.state !== 'new' && payment.state !== 'processing') return { status: 'ignored' as const };
    await trx
      .updateTable('payments')
      .set({
        state: 'failed',
        bank_response: event.bankResponse ? JSON.stringify(event.bankResponse) : null,
        provider_reference: event.reference,
        updated_at: now,
      })
      .where('id', '=', payment.id)
      .execute();
    // The customer may try again: a new attempt of the same method and amount.
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        method_code: payment.method_code,
        state: 'new',
        amount: payment.amount,
        provider: null,
        provider_reference: null,
        bank_response: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { status: 'applied' as const, order, mail: null };
  });
  if (outcome.status === 'applied' && outcome.mail)
    await sendOrderMail(services, await reload(services.db, outcome.order.id), outcome.mail);
  return outcome.status;
}

/** An operator's step refused because the order is not in the state it needs. */
export class WrongState extends Error {}

export async function findOrderByReference(services: Services, reference: string): Promise<OrderRow> {
  const order = await services.db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('number', '=', reference), eb('token_value', '=', reference)]))
    .executeTakeFirst();
  if (!order || order.state === 'cart') throw new WrongState(`No placed order ${reference}`);
  return order;
}

/** Operator steps (`pnpm ops order …`): each checks the state it needs, changes it, and sends its e-mail. */
export async function operate(
  services: Services,
  reference: string,
  step: 'pay' | 'ship' | 'deliver' | 'cancel' | 'refund',
  options: { carrier?: string; tracking?: string } = {},
): Promise<OrderRow> {
  const { id } = await findOrderByReference(services, reference);
  if (step === 'refund') await refundAtProvider(services, id);
  const clockNow = await services.clock.now();
  const now = clockNow.toISOString();
  let reward: SponsorReward | null = null;
  const mail: OrderMailKind = await services.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('orders').selectAll().where('id', '=', id);
    if (services.dialect === 'postgres') query = query.forUpdate();
    const order = (await query.executeTakeFirstOrThrow()) as OrderRow;
    const shipment = await trx.selectFrom('shipments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    const need = (ok: boolean, what: string) => {
      if (!ok)
        throw new WrongState(
          `Order ${order.number}: ${what} (state ${order.state}, payment ${order.payment_state}, shipping ${order.shipping_state})`,
        );
    };
    switch (step) {
      case 'pay': {
        need(order.state === 'completed' && order.payment_state === 'awaiting_payment', 'no payment is awaited');
        const payment = await trx
          .selectFrom('payments')
          .selectAll()
          .where('order_id', '=', id)
          .where('state', 'in', ['new', 'processing'])
          .orderBy('id', 'desc')
          .executeTakeFirst();
        need(payment !== undefined, 'no open payment');
        await trx
          .updateTable('payments')
          .set({ state: 'completed', updated_at: now })
          .where('id', '=', payment!.id)
          .execute();
        await trx.updateTable('orders').set({ payment_state: 'paid' }).where('id', '=', id).execute();
        return 'payment_received';
      }
      case 'ship': {
        need(
          order.state === 'completed' && order.payment_state === 'paid' && order.shipping_state === 'ready',
          'only a paid order waiting for shipping ships',
        );
        if (!options.carrier || !options.tracking) throw new WrongState('ship needs --carrier and --tracking');
        await trx
          .insertInto('sequences')
          .values({ name: 'invoice', value: 0 })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        // Gapless: the number is taken in the transaction that ships; a rollback gives it back.
        const next = await trx
          .updateTable('sequences')
          .set((eb) => ({ value: eb('value', '+', 1) }))
          .where('name', '=', 'invoice')
          .returning('value')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('shipments')
          .set({ state: 'shipped', carrier: options.carrier, tracking_number: options.tracking, shipped_at: now })
          .where('id', '=', shipment.id)
          .execute();
        await trx
          .updateTable('orders')
          .set({ shipping_state: 'shipped', invoice_number: next.value, invoice_issued_at: now })
          .where('id', '=', id)
          .execute();
        // A sponsored friend's first order has shipped: the sponsor's credit, in the same transaction (once).
        reward = await sponsorship.orderShipped(trx, id, clockNow);
        return 'shipped';
      }
      case 'deliver': {
        need(order.shipping_state === 'shipped' && shipment.delivered_at === null, 'only a shipped order is delivered');
        await trx.updateTable('shipments').set({ delivered_at: now }).where('id', '=', shipment.id).execute();
        return 'delivered';
      }
      case 'cancel': {
        need(
          order.state === 'completed' && order.shipping_state === 'ready',
          'a shipped or cancelled order cannot be cancelled',
        );
        const lines = await stockLines(trx, id);
        for (const line of lines)
          await trx
            .updateTable('product_variants')
            .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
            .where('code', '=', line.variant_code)
            .execute();
        await trx
          .updateTable('payments')
          .set({ state: 'cancelled', updated_at: now })
          .where('order_id', '=', id)
          .where('state', 'in', ['new', 'processing'])
          .execute();
        await trx.updateTable('shipments').set({ state: 'cancelled' }).where('id', '=', shipment.id).execute();
        await trx
          .updateTable('orders')
          .set({
            state: 'cancelled',
            shipping_state: 'cancelled',
            payment_state: order.payment_state === 'paid' ? 'paid' : 'cancelled',
            cancelled_at: now,
          })
          .where('id', '=', id)
          .execute();
        await sponsorship.orderCancelled(trx, id);
        return 'cancelled';
      }
      case 'refund': {
        need(order.payment_state === 'paid', 'only a paid order is refunded');
        await trx
          .updateTable('payments')
          .set({ state: 'refunded', updated_at: now })
          .where('order_id', '=', id)
          .where('state', '=', 'completed')
          .execute();
        await trx.updateTable('orders').set({ payment_state: 'refunded' }).where('id', '=', id).execute();
        return 'refunded';
      }
    }
  });
  const order = await reload(services.db, id);
  await sendOrderMail(services, order, mail, { carrier: options.carrier ?? null, tracking: options.tracking ?? null });
  if (reward) await sponsorship.announceReward(services, reward);
  return order;
}

/**
 * Gives the money back where it was taken, before the order says so: each completed payment a provider took is
 * refunded there under a key of its own (`refund-payment-<id>`), so running the command again after a crash between
 * the provider's answer and the order's update refunds nothing twice. A refused refund leaves the order paid and
 * says why. Transfers and cheques came by bank: the operator sends the money back the same way (README).
 */
async function refundAtProvider(services: Services, orderId: number): Promise<void> {
  const order = await services.db
    .selectFrom('orders')
    .select(['number', 'payment_state'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.payment_state !== 'paid') return; // the step's own check says what is wrong
  const payments = await services.db
    .selectFrom('payments')
    .select(['id', 'amount', 'provider', 'provider_reference'])
    .where('order_id', '=', orderId)
    .where('state', '=', 'completed')
    .execute();
  for (const payment of payments) {
    if (!payment.provider) continue;
    const provider = services.paymentProvider;
    if (!provider || provider.name !== payment.provider || !payment.provider_reference)
      throw new WrongState(
        `Order ${order.number}: payment ${payment.id} was taken by ${payment.provider}, which this shop is not set up with now; nothing was refunded`,
      );
    const result = await provider.refund({
      idempotencyKey: `refund-payment-${payment.id}`,
      paymentReference: payment.provider_reference,
      amount: payment.amount,
      paymentId: payment.id,
    });
    if (result.outcome === 'failed')
      throw new WrongState(
        `Order ${order.number}: ${provider.name} refused the refund (${result.message}); the order stays paid`,
      );
  }
}

export type { BankResponse };
