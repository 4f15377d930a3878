// The cart's rules (spec §4, §7): who may read or change a cart, stock caps, one coupon per cart checked against
// the shop's clock, every change under the cart's lock. No HTTP here: routes.ts turns calls into these.
import { MAX_VARIANT_QUANTITY } from '@gamelle/contract/cart/limits';
import type { Cart } from '@gamelle/contract/cart/schema';
import type { CountryCode, Locale } from '@gamelle/contract';
import type {
  AddCartItemBody,
  ChangeCartChannelBody,
  ChangeCartItemBody,
  CreateCartBody,
} from '@gamelle/contract/cart/schema';
import { CHANNELS } from '@gamelle/contract';
import { couponRefusal, normalizeCouponCode } from '@gamelle/contract/cart/coupons';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { idFromIri } from '@gamelle/contract/shared/jsonld';
import type { Kysely } from 'kysely';
import { type CartVariant, findVariants } from '../catalogue/repository.ts';
import type { Database } from '../shared/db/schema.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { notFound, unauthorized, violation } from '../shared/http/problems.ts';
import { checkoutShipping } from '../checkout/shipping.ts';
import { assertOwner } from '../checkout/service.ts';
import { orderView } from '../order/view.ts';
import type { Services } from '../shared/services.ts';
import * as repository from './repository.ts';
import type { OrderRow } from './repository.ts';
import { cartView } from './view.ts';

/** Who is asking: the logged-in customer's id, or null for a visitor. */
export type Caller = { customerId: number } | null;

type Db = Kysely<Database>;

export async function createCart(services: Services, caller: Caller, body: CreateCartBody, locale: Locale) {
  const token = await repository.insertCart(services.db, {
    channelCode: body.channelCode,
    localeCode: body.localeCode,
    countryCode: body.countryCode ?? null,
    customerId: caller?.customerId ?? null,
  });
  return answer(services.db, (await repository.findOrderByToken(services.db, token))!, locale);
}

/** The cart behind the token, when the caller may see it (any state: the storefront discards non-carts). */
export async function readCart(services: Services, caller: Caller, token: string, locale: Locale): Promise<Cart> {
  const order = await repository.findOrderByToken(services.db, token);
  if (!order) throw notFound(errorMessages.cartNotFound);
  // A placed order is its owner's alone: 401 without a token, 403 with another customer's (issue 14).
  if (order.state !== 'cart' && order.customer_id !== null) {
    if (!caller) throw unauthorized();
    assertOwner(order, caller.customerId);
  } else assertCartAccess(order, caller, false);
  // Past the cart (addressed, placed): the order's own answer, with addresses, shipment, payments, status.
  if (order.state !== 'cart' || order.checkout_state !== 'cart') return orderView(services, order, locale);
  return answer(services.db, order, locale);
}

export async function addItem(
  services: Services,
  caller: Caller,
  token: string,
  body: AddCartItemBody,
  locale: Locale,
): Promise<Cart> {
  const code = idFromIri(body.productVariant);
  const variant = (await findVariants(services.db, [code])).get(code);
  if (!variant) throw violation('productVariant', 'invalid', serverMessage(locale, 'unknown_variant'));
  return changeCart(services, caller, token, locale, (trx, order) => addToCart(trx, order, variant, body, locale));
}

export async function changeItem(
  services: Services,
  caller: Caller,
  token: string,
  itemId: number | null,
  body: ChangeCartItemBody,
  locale: Locale,
): Promise<Cart> {
  return changeCart(services, caller, token, locale, async (trx, order) => {
    const line = itemId === null ? undefined : await repository.findLine(trx, order.id, itemId);
    if (!line) throw notFound('Cart item not found');
    const variant = (await findVariants(trx, [line.variant_code])).get(line.variant_code)!;
    const lines = await repository.linesOfVariant(trx, order.id, variant.code);
    const elsewhere = lines.filter((l) => l.id !== line.id).reduce((n, l) => n + l.quantity, 0);
    if (body.quantity !== undefined && elsewhere + body.quantity > MAX_VARIANT_QUANTITY)
      throw violation('quantity', 'quantity_above_maximum', serverMessage(locale, 'quantity_above_maximum'));
    const room = Math.max(0, Math.min(variant.stock, MAX_VARIANT_QUANTITY) - elsewhere);
    if (room === 0) throw violation('quantity', 'out_of_stock', serverMessage(locale, 'out_of_stock'));
    await repository.updateLine(trx, line.id, {
      quantity: Math.min(body.quantity ?? line.quantity, room),
      unitPrice: variant.price,
      ...(body.subscriptionInterval === undefined ? {} : { subscriptionInterval: body.subscriptionInterval }),
    });
  });
}

/** Removes a line and answers the cart recomputed (totals, coupon reduction, free-shipping progress). */
export async function removeItem(
  services: Services,
  caller: Caller,
  token: string,
  itemId: number | null,
  locale: Locale,
): Promise<Cart> {
  return changeCart(services, caller, token, locale, async (trx, order) => {
    if (itemId === null || !(await repository.deleteLine(trx, order.id, itemId))) throw notFound('Cart item not found');
  });
}

/**
 * The site's country switcher (issue 22): the cart moves to the channel of the chosen country and language (that
 * channel's locale code) and ships to the chosen country, so its shipping fee, free-shipping threshold and prices
 * are recomputed at once (each line takes the variant's current price, as any change does). The contract's schema
 * has already refused a country the shop does not deliver to.
 */
export async function changeChannel(
  services: Services,
  caller: Caller,
  token: string,
  body: ChangeCartChannelBody,
  locale: Locale,
): Promise<Cart> {
  const channel = CHANNELS.find((c) => c.code === body.channelCode)!;
  return changeCart(services, caller, token, locale, async (trx, order) => {
    await repository.setChannel(trx, order.id, {
      channelCode: channel.code,
      localeCode: channel.shopLocaleCode,
      countryCode: body.countryCode,
    });
    const lines = await repository.cartLines(trx, order.id);
    const variants = await findVariants(trx, [...new Set(lines.map((line) => line.variant_code))]);
    for (const line of lines) {
      const variant = variants.get(line.variant_code);
      if (variant && variant.price !== line.unit_price)
        await repository.updateLine(trx, line.id, { quantity: line.quantity, unitPrice: variant.price });
    }
  });
}

export async function applyCoupon(
  services: Services,
  caller: Caller,
  token: string,
  couponCode: string,
  locale: Locale,
): Promise<Cart> {
  const code = normalizeCouponCode(couponCode);
  const now = services.clock.now();
  return changeCart(services, caller, token, locale, async (trx, order) => {
    if (order.coupon_code && order.coupon_code !== code)
      throw violation('couponCode', 'coupon_already_applied', serverMessage(locale, 'coupon_already_applied'));
    const coupon = (await repository.findCoupon(trx, code)) ?? null;
    const view = await answer(trx, order, locale);
    const usage = await repository.couponUsage(trx, code, order.customer_id);
    const refusal = couponRefusal(coupon, {
      now,
      itemsTotal: view.itemsTotal,
      itemCount: view.items.length,
      usageCount: usage.total,
      customerUsageCount: usage.byCustomer,
      customerCompletedOrders:
        order.customer_id === null ? null : await repository.completedOrderCount(trx, order.customer_id),
      customerId: order.customer_id,
    });
    if (refusal) throw violation('couponCode', refusal, serverMessage(locale, refusal));
    await repository.setCoupon(trx, order.id, code);
  });
}

export async function removeCoupon(
  services: Services,
  caller: Caller,
  token: string,
  couponCode: string,
  locale: Locale,
): Promise<Cart> {
  return changeCart(services, caller, token, locale, async (trx, order) => {
    if (order.coupon_code !== normalizeCouponCode(couponCode)) throw notFound('Coupon not applied to this cart');
    await repository.setCoupon(trx, order.id, null);
  });
}

/** Attaches the logged-in customer; only oneself can be named, refused without saying whether another exists. */
export async function attachCustomer(
  services: Services,
  caller: { customerId: number },
  token: string,
  customerIri: string,
  locale: Locale,
): Promise<Cart> {
  if (idFromIri(customerIri) !== String(caller.customerId))
    throw violation('customer', 'invalid', serverMessage(locale, 'invalid_customer'));
  return changeCart(services, caller, token, locale, (trx, order) =>
    repository.setCustomer(trx, order.id, caller.customerId),
  );
}

export async function deleteCart(services: Services, caller: Caller, token: string): Promise<void> {
  const done = await repository.withLockedCart(
    services,
    token,
    async (trx, order) => {
      assertCartAccess(order, caller, true);
      await repository.deleteOrder(trx, order.id);
    },
    async () => undefined,
  );
  if (!done) throw notFound(errorMessages.cartNotFound);
}

/** The token of the customer's current cart (the newest in state `cart`), for the login answer. */
export async function latestCartToken(services: Pick<Services, 'db'>, customerId: number): Promise<string | null> {
  return (await repository.latestCartOf(services.db, customerId))?.token_value ?? null;
}

/** Orders the customer has completed (the customer answer's count; first-order coupons). */
export function completedOrders(services: Pick<Services, 'db'>, customerId: number): Promise<number> {
  return repository.completedOrderCount(services.db, customerId);
}

/** Runs a change on a usable cart under its lock and answers the cart recomputed in the same transaction. */
async function changeCart(
  services: Services,
  caller: Caller,
  token: string,
  locale: Locale,
  change: (trx: Db, order: OrderRow) => Promise<void>,
): Promise<Cart> {
  const done = await repository.withLockedCart(
    services,
    token,
    async (trx, order) => {
      assertCartAccess(order, caller, true);
      await change(trx, order);
    },
    async (trx, changed) => answer(trx, changed!, locale),
  );
  if (!done) throw notFound(errorMessages.cartNotFound);
  return done.answer;
}

/**
 * A cart with a customer belongs to that customer alone; anyone else (another customer, or no token) gets the
 * same 404 as for an unknown token, so existence never leaks. Changes need the state `cart`.
 */
function assertCartAccess(order: OrderRow, caller: Caller, forChange: boolean): void {
  if (order.customer_id !== null && order.customer_id !== caller?.customerId)
    throw notFound(errorMessages.cartNotFound);
  if (forChange && order.state !== 'cart') throw notFound(errorMessages.cartNotFound);
}

/**
 * Adds `quantity` of a variant to the cart: onto the existing line with the same purchase mode (one-off, or the
 * same frequency), else as a new line. The variant's total in the cart never exceeds its stock.
 */
async function addToCart(trx: Db, order: OrderRow, variant: CartVariant, body: AddCartItemBody, locale: Locale) {
  if (!variant.enabled || variant.stock <= 0)
    throw violation('productVariant', 'out_of_stock', serverMessage(locale, 'out_of_stock'));
  const lines = await repository.linesOfVariant(trx, order.id, variant.code);
  const interval = body.subscriptionInterval ?? null;
  const same = lines.find((l) => l.subscription_interval === interval);
  const elsewhere = lines.filter((l) => l !== same).reduce((n, l) => n + l.quantity, 0);
  // Above the cap the customer is told, not silently given less (issue 22: 999 bags were accepted).
  if (elsewhere + (same?.quantity ?? 0) + body.quantity > MAX_VARIANT_QUANTITY)
    throw violation('quantity', 'quantity_above_maximum', serverMessage(locale, 'quantity_above_maximum'));
  const room = Math.min(variant.stock, MAX_VARIANT_QUANTITY) - elsewhere;
  // Nothing more can be added: say so rather than answer a cart that silently did not change.
  if (room <= (same?.quantity ?? 0))
    throw violation('quantity', 'insufficient_stock', serverMessage(locale, 'insufficient_stock'));
  if (same) {
    await repository.updateLine(trx, same.id, {
      quantity: Math.min(same.quantity + body.quantity, room),
      unitPrice: variant.price,
    });
    return;
  }
  await repository.insertLine(trx, {
    orderId: order.id,
    variantCode: variant.code,
    quantity: Math.min(body.quantity, room),
    subscriptionInterval: interval,
    unitPrice: variant.price,
    sourceItemList: body.sourceItemList ?? null,
    upsell: Boolean(body.upsell),
  });
}

/** Rates change only when the seed runs: every cart answer reads them, so they are kept a minute in memory. */
const shippingCacheMs = 60_000;
let shippingCache: { at: number; rates: repository.CountryShipping[] } | undefined;

/** The rate of one country; a missing row is a deployment error (the seed was not run), not a client error. */
export async function countryShipping(db: Db, country: CountryCode): Promise<repository.CountryShipping> {
  if (!shippingCache || Date.now() - shippingCache.at > shippingCacheMs)
    shippingCache = { at: Date.now(), rates: await repository.shippingRates(db) };
  const rate = shippingCache.rates.find((r) => r.country === country);
  if (!rate) throw new Error(`No shipping rate for ${country}: run the seed (pnpm --filter @gamelle/server db:setup).`);
  return rate;
}

/** Every delivery country's shipping (the channel call). */
export function allShippingRates(services: Pick<Services, 'db'>): Promise<repository.CountryShipping[]> {
  return repository.shippingRates(services.db);
}

/** The cart answer of an order: its lines, coupon and shipping read, then mapped by the contract's cartAnswer. */
export async function answer(db: Db, order: OrderRow, locale: Locale): Promise<Cart> {
  const lines = await repository.cartLines(db, order.id);
  const coupon = order.coupon_code ? ((await repository.findCoupon(db, order.coupon_code)) ?? null) : null;
  // The chosen delivery (the shipping address's country, home or pickup point) once the checkout has them.
  const shipping = (await checkoutShipping(db, order)).rate;
  return cartView(order, lines, coupon, shipping, locale);
}
