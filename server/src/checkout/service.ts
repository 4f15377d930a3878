import type { Locale } from '@gamelle/contract';
import { cartTotals } from '@gamelle/contract/cart/totals';
import { couponRefusal } from '@gamelle/contract/cart/coupons';
import type {
  OrderAddress,
  PaymentMethod,
  PaymentMethodCode,
  ShippingMethod,
  ShippingMethodCode,
} from '@gamelle/contract/checkout/schema';
import { orderAddressOf, PAYMENT_METHOD_CODES, SHIPPING_METHOD_CODES } from '@gamelle/contract/checkout/schema';
import { errorMessages, hydraError } from '@gamelle/contract/shared/errors';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { shipping as shippingSettings } from '@gamelle/content';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { checkoutAddressBodySchema } from '@gamelle/contract/checkout/schema';
import {
  type OrderRow,
  cartLines,
  completedOrderCount,
  couponUsage,
  findCoupon,
  findOrderByToken,
} from '../cart/repository.ts';
import type { Database } from '../shared/db/schema.ts';
import { HttpProblem, notFound, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { carrierOf, offlineMethods, paymentMethodCopy, shippingMethodCopy } from './methods.ts';
import { findPickupPoint } from './pickup-points.ts';
import { checkoutShipping, methodRate } from './shipping.ts';
import { checkoutMessage } from './messages.ts';

export type Trx = Transaction<Database>;

/** Every totals line of an order (spec §3), in cents, prices including VAT. */
export interface OrderTotals {
  itemsSubtotal: number;
  subscriptionDiscountTotal: number;
  itemsTotal: number;
  orderPromotionTotal: number;
  shippingTotal: number;
  paymentFeeTotal: number;
  taxTotal: number;
  taxExcludedTotal: number;
  total: number;
}

/** The order's totals now, from its lines, coupon, chosen delivery and payment method (service fees: none yet). */
export async function currentTotals(db: Trx | Services['db'], order: OrderRow): Promise<OrderTotals> {
  const lines = await cartLines(db, order.id);
  const coupon = order.coupon_code ? ((await findCoupon(db, order.coupon_code)) ?? null) : null;
  const { rate } = await checkoutShipping(db, order);
  const t = cartTotals({
    lines: lines.map((l) => ({
      unitPrice: l.unit_price,
      quantity: l.quantity,
      subscriptionInterval: l.subscription_interval,
    })),
    coupon,
    shipping: rate,
  });
  const paymentFeeTotal = 0;
  const total = t.total + paymentFeeTotal;
  const taxExcludedTotal = Math.round(total / (1 + shippingSettings.vat_percent / 100));
  return {
    itemsSubtotal: t.itemsSubtotal,
    subscriptionDiscountTotal: t.subscriptionDiscount,
    itemsTotal: t.itemsTotal,
    orderPromotionTotal: t.promotionTotal,
    shippingTotal: t.shippingTotal,
    paymentFeeTotal,
    taxTotal: total - taxExcludedTotal,
    taxExcludedTotal,
    total,
  };
}

export function assertOwner(order: OrderRow | undefined, customerId: number): asserts order is OrderRow {
  if (!order) throw notFound(errorMessages.cartNotFound);
  if (order.customer_id !== null && order.customer_id !== customerId)
    throw new HttpProblem(403, hydraError('Access Denied.'));
}

/**
 * Runs `change` under the order's lock (PostgreSQL row lock; SQLite's single writer), bumping its version.
 * `cartOnly`: the order must still be a cart (404 'Cart not found' otherwise).
 */
export async function withLockedOrder<T>(
  services: Services,
  token: string,
  customerId: number,
  cartOnly: boolean,
  change: (trx: Trx, order: OrderRow) => Promise<T>,
): Promise<T> {
  return services.db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('orders').selectAll().where('token_value', '=', token);
    if (services.dialect === 'postgres') query = query.forUpdate();
    const found = await query.executeTakeFirst();
    assertOwner(found, customerId);
    if (cartOnly && found.state !== 'cart') throw notFound(errorMessages.cartNotFound);
    const order = found.customer_id === null ? { ...found, customer_id: customerId } : found;
    await trx
      .updateTable('orders')
      .set({ customer_id: customerId, version: found.version + 1, updated_at: new Date().toISOString() })
      .where('id', '=', found.id)
      .execute();
    return change(trx, order);
  });
}

export async function reload(trx: Trx | Services['db'], id: number): Promise<OrderRow> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The address step: both addresses kept on the order, a shipment and a payment created, state `addressed`. */
export async function addressOrder(
  trx: Trx,
  services: Services,
  order: OrderRow,
  body: z.output<typeof checkoutAddressBodySchema>,
  email: string,
  locale: Locale,
): Promise<void> {
  const lines = await cartLines(trx, order.id);
  if (lines.length === 0) throw violation('', 'cart_empty', checkoutMessage(locale, 'cart_empty'));
  const billing = orderAddressOf(body.billingAddress);
  const shippingAddress = orderAddressOf(body.shippingAddress ?? body.billingAddress);
  const previous = order.shipping_address ? (JSON.parse(order.shipping_address) as OrderAddress) : null;
  const now = new Date().toISOString();
  await trx
    .updateTable('orders')
    .set({
      email,
      billing_address: JSON.stringify(billing),
      shipping_address: JSON.stringify(shippingAddress),
      checkout_state: 'addressed',
    })
    .where('id', '=', order.id)
    .execute();
  const shipment = await trx.selectFrom('shipments').select(['id']).where('order_id', '=', order.id).executeTakeFirst();
  if (!shipment)
    await trx
      .insertInto('shipments')
      .values({
        order_id: order.id,
        method_code: null,
        pickup_point_code: null,
        state: 'cart',
        carrier: null,
        tracking_number: null,
        shipped_at: null,
        delivered_at: null,
      })
      .execute();
  // Another country: the carriers and the pickup point chosen before no longer apply.
  else if (previous && previous.countryCode !== shippingAddress.countryCode)
    await trx
      .updateTable('shipments')
      .set({ method_code: null, pickup_point_code: null })
      .where('id', '=', shipment.id)
      .execute();
  const payment = await trx.selectFrom('payments').select(['id']).where('order_id', '=', order.id).executeTakeFirst();
  if (!payment)
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        method_code: null,
        state: 'cart',
        amount: 0,
        provider: null,
        provider_reference: null,
        bank_response: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
}

export async function shippingMethodsFor(
  db: Trx | Services['db'],
  order: OrderRow,
  locale: Locale,
): Promise<ShippingMethod[]> {
  const { country } = await checkoutShipping(db, order);
  const lines = (await cartLines(db, order.id)).map((l) => ({
    unitPrice: l.unit_price,
    quantity: l.quantity,
    subscriptionInterval: l.subscription_interval,
  }));
  const coupon = order.coupon_code ? ((await findCoupon(db, order.coupon_code)) ?? null) : null;
  const methods: ShippingMethod[] = [];
  for (const code of SHIPPING_METHOD_CODES) {
    // The same totals rule as the cart's (free from the threshold, with a free-shipping or 100 % coupon).
    const { shippingTotal } = cartTotals({ lines, coupon, shipping: await methodRate(db, country, code) });
    methods.push({
      '@id': shopIri('shipping-methods', code),
      '@type': 'ShippingMethod',
      code,
      name: shippingMethodCopy[code][locale].name,
      carrier: carrierOf(code, country),
      description: shippingMethodCopy[code][locale].description,
      price: shippingTotal,
      requiresPickupPoint: code === 'pickup_point',
    });
  }
  return methods;
}

/** The shipping step: a method of the list, with an active pickup point of the shipping country when it needs one. */
export async function chooseShipping(
  trx: Trx,
  order: OrderRow,
  shipmentId: number,
  body: { shippingMethod: string; pickupPoint?: string | null | undefined },
  locale: Locale,
): Promise<void> {
  if (order.checkout_state === 'cart') throw violation('', 'not_addressed', checkoutMessage(locale, 'not_addressed'));
  const shipment = await trx
    .selectFrom('shipments')
    .selectAll()
    .where('id', '=', shipmentId)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!shipment) throw notFound('Shipment not found');
  const method = body.shippingMethod as ShippingMethodCode;
  if (!(SHIPPING_METHOD_CODES as readonly string[]).includes(method))
    throw violation('shippingMethod', 'invalid', checkoutMessage(locale, 'invalid_shipping_method'));
  let pickupPoint: string | null = null;
  if (method === 'pickup_point') {
    if (!body.pickupPoint) throw violation('pickupPoint', 'required', checkoutMessage(locale, 'pickup_point_required'));
    const point = await findPickupPoint(trx, body.pickupPoint);
    const { country } = await checkoutShipping(trx, order);
    if (!point || point.countryCode !== country)
      throw violation('pickupPoint', 'invalid', checkoutMessage(locale, 'invalid_pickup_point'));
    if (!point.active)
      throw violation('pickupPoint', 'pickuppoint_unavailable', checkoutMessage(locale, 'pickuppoint_unavailable'));
    pickupPoint = point.code;
  }
  await trx
    .updateTable('shipments')
    .set({ method_code: method, pickup_point_code: pickupPoint })
    .where('id', '=', shipment.id)
    .execute();
  await trx.updateTable('orders').set({ checkout_state: 'shipping_selected' }).where('id', '=', order.id).execute();
  // A free order skips the payment step (Sylius: payment_skipped).
  const totals = await currentTotals(trx, await reload(trx, order.id));
  if (totals.total === 0) await skipPayment(trx, order.id);
}

async function skipPayment(trx: Trx, orderId: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ method_code: 'free' })
    .where('order_id', '=', orderId)
    .where('state', '=', 'cart')
    .execute();
  await trx.updateTable('orders').set({ checkout_state: 'payment_skipped' }).where('id', '=', orderId).execute();
}

export function paymentMethodsFor(services: Services, order: OrderRow, total: number, locale: Locale): PaymentMethod[] {
  const billing = order.billing_address ? (JSON.parse(order.billing_address) as OrderAddress) : null;
  const codes: PaymentMethodCode[] =
    total === 0
      ? ['free']
      : PAYMENT_METHOD_CODES.filter((code) => {
          if (code === 'free') return false;
          if (code === 'cheque') return billing?.countryCode === 'FR';
          if (offlineMethods.includes(code)) return true;
          if (!services.paymentProvider?.methods.includes(code)) return false;
          return code !== 'bancontact' || billing?.countryCode === 'BE';
        });
  return codes.map((code) => ({
    '@id': shopIri('payment-methods', code),
    '@type': 'PaymentMethod',
    code,
    name: paymentMethodCopy[code][locale].name,
    description: paymentMethodCopy[code][locale].description,
    fee: 0,
    delayed: offlineMethods.includes(code),
  }));
}

/** The payment step: a method offered for this order; a free order is `payment_skipped` whatever is sent. */
export async function choosePayment(
  trx: Trx,
  services: Services,
  order: OrderRow,
  paymentId: number,
  method: string,
  locale: Locale,
): Promise<void> {
  if (!['shipping_selected', 'payment_selected', 'payment_skipped'].includes(order.checkout_state))
    throw violation('', 'shipping_not_selected', checkoutMessage(locale, 'shipping_not_selected'));
  const payment = await trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (!payment) throw notFound('Payment not found');
  const totals = await currentTotals(trx, order);
  if (totals.total === 0) return skipPayment(trx, order.id);
  const offered = paymentMethodsFor(services, order, totals.total, locale).map((m) => m.code as string);
  if (!offered.includes(method))
    throw violation('paymentMethod', 'invalid', checkoutMessage(locale, 'invalid_payment_method'));
  await trx
    .updateTable('payments')
    .set({ method_code: method, updated_at: new Date().toISOString() })
    .where('id', '=', payment.id)
    .execute();
  await trx.updateTable('orders').set({ checkout_state: 'payment_selected' }).where('id', '=', order.id).execute();
}

/** Why a complete was refused with 409: the order was brought up to date and the customer must look again. */
export class OrderChanged extends Error {
  readonly reasons: string[];
  constructor(reasons: string[]) {
    super(reasons.join(', '));
    this.reasons = reasons;
  }
}

/**
 * Brings the cart up to date before completing: current prices, lines capped at the stock (removed when none is
 * left), a coupon that no longer applies removed, an inactive pickup point unselected. Returns what changed.
 */
export async function refreshBeforeComplete(trx: Trx, order: OrderRow, now: Date): Promise<string[]> {
  const changes: string[] = [];
  const lines = await cartLines(trx, order.id);
  const codes = [...new Set(lines.map((l) => l.variant_code))];
  const variants = codes.length
    ? await trx
        .selectFrom('product_variants')
        .select(['code', 'price', 'stock', 'enabled'])
        .where('code', 'in', codes)
        .execute()
    : [];
  const byCode = new Map(variants.map((v) => [v.code, v]));
  const left = new Map(variants.map((v) => [v.code, v.enabled === 1 ? v.stock : 0]));
  for (const line of lines) {
    const variant = byCode.get(line.variant_code);
    const available = left.get(line.variant_code) ?? 0;
    if (!variant || available <= 0) {
      await trx.deleteFrom('order_items').where('id', '=', line.id).execute();
      changes.push('stock');
      continue;
    }
    const quantity = Math.min(line.quantity, available);
    left.set(line.variant_code, available - quantity);
    if (quantity !== line.quantity || variant.price !== line.unit_price) {
      await trx
        .updateTable('order_items')
        .set({ quantity, unit_price: variant.price })
        .where('id', '=', line.id)
        .execute();
      changes.push(quantity !== line.quantity ? 'stock' : 'price');
    }
  }
  if (order.coupon_code) {
    const coupon = (await findCoupon(trx, order.coupon_code)) ?? null;
    const usage = await couponUsage(trx, order.coupon_code, order.customer_id);
    const fresh = await currentTotals(trx, order);
    const refusal = couponRefusal(coupon, {
      now,
      itemsTotal: fresh.itemsTotal,
      itemCount: (await cartLines(trx, order.id)).length,
      usageCount: usage.total,
      customerUsageCount: usage.byCustomer,
      customerCompletedOrders: order.customer_id === null ? null : await completedOrderCount(trx, order.customer_id),
      customerId: order.customer_id,
    });
    if (refusal) {
      await trx.updateTable('orders').set({ coupon_code: null }).where('id', '=', order.id).execute();
      changes.push('coupon');
    }
  }
  const { pickupPointCode } = await checkoutShipping(trx, order);
  if (pickupPointCode) {
    const point = await findPickupPoint(trx, pickupPointCode);
    if (!point?.active) {
      await trx
        .updateTable('shipments')
        .set({ method_code: null, pickup_point_code: null })
        .where('order_id', '=', order.id)
        .execute();
      await trx.updateTable('orders').set({ checkout_state: 'addressed' }).where('id', '=', order.id).execute();
      changes.push('shipping');
    }
  }
  return changes;
}

/** The order of the token when `customerId` owns it (404 unknown, 403 another's). */
export async function ownedOrder(services: Services, token: string, customerId: number): Promise<OrderRow> {
  const order = await findOrderByToken(services.db, token);
  assertOwner(order, customerId);
  return order;
}

export async function findShipment(services: Services, orderId: number, id: number | null) {
  const row =
    id === null
      ? undefined
      : await services.db
          .selectFrom('shipments')
          .selectAll()
          .where('id', '=', id)
          .where('order_id', '=', orderId)
          .executeTakeFirst();
  if (!row) throw notFound('Shipment not found');
  return row;
}

export async function findPayment(services: Services, orderId: number, id: number | null) {
  const row =
    id === null
      ? undefined
      : await services.db
          .selectFrom('payments')
          .selectAll()
          .where('id', '=', id)
          .where('order_id', '=', orderId)
          .executeTakeFirst();
  if (!row) throw notFound('Payment not found');
  return row;
}

/** The provider's session of a payment attempt, kept on the payment. */
export async function recordProviderSession(
  services: Services,
  paymentId: number,
  provider: string,
  reference: string,
) {
  await services.db
    .updateTable('payments')
    .set({ provider, provider_reference: reference, updated_at: new Date().toISOString() })
    .where('id', '=', paymentId)
    .execute();
}

/** A page of the customer's placed orders, newest first, with the total count. */
export async function placedOrders(services: Services, customerId: number, page: number, perPage: number) {
  const base = services.db
    .selectFrom('orders')
    .where('customer_id', '=', customerId)
    .where('checkout_completed_at', 'is not', null);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('shipments', 'shipments.order_id', 'orders.id')
    .selectAll('orders')
    .select('shipments.delivered_at')
    .select((eb) =>
      eb
        .selectFrom('order_items')
        .whereRef('order_items.order_id', '=', 'orders.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('items_count'),
    )
    .orderBy('orders.checkout_completed_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({ ...r, items_count: Number(r.items_count ?? 0), delivered_at: r.delivered_at ?? null })),
  };
}
