// Renewals and reminders, run by the job worker (shared/jobs). The scan reads the shop's Clock and enqueues what
// is due with idempotency keys; each handler is safe to run again after a crash at any point:
//   A. the renewal order for (subscription, shipping date) is created once (unique index), with its payment;
//   B. the saved card is charged off-session with the payment's idempotency key (the provider answers a repeated
//      key with the first result: never two charges);
//   C. the outcome is applied under an effect key recorded in the same transaction (job_effects);
//   D. each e-mail is sent under its own effect key, its outbox file and Message-ID named by that key.
import { addDays, parisDate } from '@gamelle/contract/subscription';
import { randomBytes } from 'node:crypto';
import type { OrderRow } from '../cart/repository.ts';
import { carrierOf } from '../checkout/methods.ts';
import { currentTotals, reload } from '../checkout/service.ts';
import type { ShippingMethodCode } from '@gamelle/contract/checkout/schema';
import { WrongState, operate, orderNumber } from '../order/life.ts';
import { claimEffect, effectDone } from '../shared/jobs/effects.ts';
import type { JobQueue } from '../shared/jobs/queue.ts';
import { type JobDomain, registerJobDomain } from '../shared/jobs/worker.ts';
import type { Services } from '../shared/services.ts';
import { type SubscriptionMailKind, renderSubscriptionMail } from './mails.ts';
import * as repo from './repository.ts';
import { retryDays } from './retry-days.ts';
import { nextOrderChanges } from './rules.ts';

export const jobs = {
  renew: 'subscription.renew',
  reminder: 'subscription.reminder',
  ship: 'subscription.ship',
} as const;

interface RenewJob {
  id: number;
  date: string;
  attempt: number;
}
interface ReminderJob {
  id: number;
  date: string;
  days: 7 | 4;
}

export async function scan(services: Services, queue: JobQueue, now: Date): Promise<void> {
  const today = parisDate(now);
  for (const s of await repo.dueForReminder(services.db, today, addDays(today, 7))) {
    // The 4-day reminder goes out on the last modification day; the 7-day one from a week before until then.
    const days = s.modification_limit_date === today ? 4 : 7;
    await queue.enqueue(jobs.reminder, { id: s.id, date: s.next_shipping_date, days } satisfies ReminderJob, {
      key: `reminder${days}:${s.id}:${s.next_shipping_date}`,
    });
  }
  for (const s of await repo.dueForRenewal(services.db, today))
    await queue.enqueue(
      jobs.renew,
      { id: s.id, date: s.next_shipping_date, attempt: s.failed_attempts } satisfies RenewJob,
      { key: `renew:${s.id}:${s.next_shipping_date}:${s.failed_attempts}` },
    );
  for (const o of await repo.dueForShipping(services.db, today))
    await queue.enqueue(jobs.ship, { orderId: o.id }, { key: `ship:${o.id}` });
}

/** A. The renewal order of this shipping date and its payment attempt `attempt` (created once). */
async function ensureRenewalOrder(services: Services, job: RenewJob, now: Date) {
  const at = now.toISOString();
  return services.db.transaction().execute(async (trx) => {
    const sub = await repo.subscriptionById(trx, job.id, services.dialect === 'postgres');
    if (!sub) return null;
    let order = await repo.renewalOrder(trx, sub.id, job.date);
    if (!order) {
      // Only a subscription still waiting for this date starts its renewal (a retried job after C finds the order).
      if (sub.next_shipping_date !== job.date || sub.status !== 'active') return null;
      const changes = nextOrderChanges(sub);
      const customer = await repo.customerOf(trx, sub.customer_id);
      const inserted = await trx
        .insertInto('orders')
        .values({
          token_value: randomBytes(18).toString('base64url'),
          state: 'completed',
          customer_id: sub.customer_id,
          channel_code: sub.channel_code,
          locale_code: sub.locale_code,
          currency_code: 'EUR',
          coupon_code: null,
          version: 1,
          created_at: at,
          updated_at: at,
          number: null,
          checkout_state: 'completed',
          payment_state: 'awaiting_payment',
          shipping_state: 'ready',
          email: customer?.email ?? null,
          billing_address: sub.billing_address,
          shipping_address: changes.shippingAddress ?? sub.shipping_address,
          notes: null,
          totals: null,
          checkout_completed_at: at,
          cancelled_at: null,
          invoice_number: null,
          invoice_issued_at: null,
          subscription_id: sub.id,
          subscription_shipping_date: job.date,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const items = await repo.itemsOf(trx, [sub.id]);
      for (const item of items)
        await trx
          .insertInto('order_items')
          .values({
            order_id: inserted.id,
            variant_code: item.variant_code,
            quantity: item.quantity,
            subscription_interval: sub.frequency,
            unit_price: item.price ?? 0,
            source_item_list: 'subscription',
            upsell: 0,
            created_at: at,
          })
          .execute();
      await trx
        .insertInto('shipments')
        .values({
          order_id: inserted.id,
          method_code: changes.shippingMethod ?? sub.shipping_method_code,
          pickup_point_code:
            (changes.shippingMethod ?? sub.shipping_method_code) === 'pickup_point'
              ? (changes.pickupPoint ?? sub.pickup_point_code)
              : null,
          state: 'ready',
          carrier: null,
          tracking_number: null,
          shipped_at: null,
          delivered_at: null,
        })
        .execute();
      // In the variants' order, as an order's completion takes them (`stockLines`): no two transactions wait for each other.
      for (const item of items.toSorted((a, b) => (a.variant_code < b.variant_code ? -1 : 1)))
        await trx
          .updateTable('product_variants')
          .set((eb) => ({ stock: eb('stock', '-', item.quantity) }))
          .where('code', '=', item.variant_code)
          .where('stock', '>=', item.quantity)
          .execute();
      await trx
        .updateTable('orders')
        .set({ number: orderNumber(inserted.id) })
        .where('id', '=', inserted.id)
        .execute();
      order = await reload(trx, inserted.id);
      const totals = await currentTotals(trx, order);
      await trx
        .updateTable('orders')
        .set({ totals: JSON.stringify(totals) })
        .where('id', '=', order.id)
        .execute();
      order = await reload(trx, order.id);
    }
    const payments = await repo.paymentsOf(trx, order.id);
    let payment = payments.at(-1);
    if (payments.length <= job.attempt && order.payment_state === 'awaiting_payment') {
      // A retry after a refusal: a new attempt of the same amount.
      const totals = JSON.parse(order.totals ?? '{}') as { total: number };
      payment = await trx
        .insertInto('payments')
        .values({
          order_id: order.id,
          method_code: 'card',
          state: 'processing',
          amount: totals.total,
          provider: services.paymentProvider?.name ?? null,
          provider_reference: null,
          bank_response: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const changes = nextOrderChanges(sub);
    const method = await repo.paymentMethodById(trx, changes.paymentMethod ?? sub.payment_method_id);
    return { sub, order, payment: payment!, method };
  });
}

export async function renew(services: Services, job: RenewJob): Promise<void> {
  await services.clock.refresh?.();
  const now = services.clock.now();
  const ready = await ensureRenewalOrder(services, job, now);
  if (!ready) return;
  const { sub, order, payment, method } = ready;
  const appliedKey = `renewal-applied:${payment.id}`;
  if (payment.state === 'processing' && !(await effectDone(services.db, appliedKey))) {
    // B. Charge outside any transaction (the test gateway shares the embedded database's one connection).
    const result =
      method && services.paymentProvider
        ? await services.paymentProvider.chargeOffSession({
            idempotencyKey: `renewal-payment-${payment.id}`,
            methodReference: method.reference,
            amount: payment.amount,
            orderNumber: order.number ?? '',
            paymentId: payment.id,
          })
        : {
            outcome: 'failed' as const,
            reference: null,
            bankResponse: {
              message: 'Aucun moyen de paiement enregistré',
              detail: 'No saved card for this subscription',
              code: 'no_payment_method',
            },
          };
    // Crash tests only (never in production): the process dies between the charge and its record.
    if (process.env.GAMELLE_CRASH_AFTER_RENEWAL_CHARGE === '1' && process.env.NODE_ENV !== 'production')
      process.kill(process.pid, 'SIGKILL');
    // C. Apply it once.
    const at = now.toISOString();
    const today = parisDate(now);
    await services.db.transaction().execute(async (trx) => {
      if (!(await claimEffect(trx, appliedKey))) return;
      await trx
        .updateTable('payments')
        .set({
          state: result.outcome === 'paid' ? 'completed' : 'failed',
          provider_reference: result.reference,
          bank_response: result.bankResponse ? JSON.stringify(result.bankResponse) : null,
          updated_at: at,
        })
        .where('id', '=', payment.id)
        .execute();
      const current = (await repo.subscriptionById(trx, sub.id, services.dialect === 'postgres'))!;
      if (result.outcome === 'paid') {
        await trx.updateTable('orders').set({ payment_state: 'paid' }).where('id', '=', order.id).execute();
        const frequency = current.next_frequency ?? current.frequency;
        const next = addDays(job.date, frequency);
        await repo.updateSubscription(trx, sub.id, {
          status: current.status === 'payment_failure' ? 'active' : current.status,
          frequency,
          next_frequency: null,
          next_shipping_date: next,
          modification_limit_date: addDays(next, -4),
          deliveries: current.deliveries + 1,
          failed_attempts: 0,
          next_retry_date: null,
          next_order: null,
          updated_at: at,
        });
      } else {
        const failures = current.failed_attempts + 1;
        const wait = retryDays[failures - 1];
        await repo.updateSubscription(trx, sub.id, {
          status: 'payment_failure',
          failed_attempts: failures,
          next_retry_date: wait === undefined ? null : addDays(today, wait),
          updated_at: at,
        });
      }
    });
  }
  // D. The e-mail of this attempt's outcome (once, even when C ran in a killed attempt).
  const fresh = (await repo.paymentsOf(services.db, order.id)).find((p) => p.id === payment.id)!;
  if (fresh.state === 'completed')
    await sendOnce(services, `mail:renewed:${order.id}`, 'renewed', sub.id, await reload(services.db, order.id));
  else if (fresh.state === 'failed')
    await sendOnce(
      services,
      `mail:payment-failed:${payment.id}`,
      'payment_failed',
      sub.id,
      await reload(services.db, order.id),
    );
}

export async function remind(services: Services, job: ReminderJob): Promise<void> {
  const sub = await repo.subscriptionById(services.db, job.id);
  if (!sub || sub.status !== 'active' || sub.next_shipping_date !== job.date) return;
  await sendOnce(services, `mail:reminder${job.days}:${sub.id}:${job.date}`, `reminder${job.days}`, sub.id, null);
}

/** The warehouse ships a paid renewal on its shipping day (carrier of the method; a generated tracking number). */
export async function ship(services: Services, job: { orderId: number }): Promise<void> {
  const order = await services.db.selectFrom('orders').selectAll().where('id', '=', job.orderId).executeTakeFirst();
  if (!order?.number || order.shipping_state !== 'ready') return;
  const shipment = await services.db
    .selectFrom('shipments')
    .select('method_code')
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  const address = repo.parseAddress(order.shipping_address ?? '{}');
  try {
    await operate(services, order.number, 'ship', {
      carrier: carrierOf((shipment?.method_code ?? 'home_delivery') as ShippingMethodCode, address.countryCode),
      tracking: `GA${order.id}${address.countryCode ?? 'FR'}`,
    });
  } catch (error) {
    // Shipped meanwhile by another worker or an operator: nothing left to do.
    if (!(error instanceof WrongState)) throw error;
  }
}

async function sendOnce(
  services: Services,
  key: string,
  kind: SubscriptionMailKind,
  subscriptionId: number,
  order: OrderRow | null,
): Promise<void> {
  if (await effectDone(services.db, key)) return;
  const message = await renderSubscriptionMail(services, kind, subscriptionId, order);
  if (!message) return;
  await services.db.transaction().execute(async (trx) => {
    if (!(await claimEffect(trx, key))) return;
    // Sent inside the transaction that records it: a failed send rolls the record back and the job retries; a
    // crash after sending rewrites the same outbox file / Message-ID.
    await services.mailer.send({ ...message, id: key });
  });
}

export const subscriptionJobs: JobDomain = {
  handlers: (services) => ({
    [jobs.renew]: (data) => renew(services, data as RenewJob),
    [jobs.reminder]: (data) => remind(services, data as ReminderJob),
    [jobs.ship]: (data) => ship(services, data as { orderId: number }),
  }),
  scan,
};

registerJobDomain(subscriptionJobs);
