// Cart calls of spec §7 (/shop/orders…): a real cart that fills up, with the server's rules — same purchase
// mode adds onto the line, stock states refuse the add, coupons go through the contract's couponRefusal.
import { couponByCode, couponDefinition, variantByCode } from '@gamelle/content';
import { normalizeCouponCode, couponRefusal, couponRefusalMessages } from '@gamelle/contract/cart/coupons';
import { MAX_VARIANT_QUANTITY } from '@gamelle/contract/cart/limits';
import { cartErrorTexts } from '@gamelle/contract/cart/errors';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { idFromIri } from '@gamelle/contract/shared/jsonld';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { CHANNELS } from '@gamelle/contract/shared/locales';
import {
  addCartItemBodySchema,
  applyCouponBodySchema,
  changeCartChannelBodySchema,
  changeCartItemBodySchema,
  createCartBodySchema,
  updateCartBodySchema,
} from '@gamelle/contract/cart/schema';
import { http, HttpResponse } from 'msw';
import { cartView } from './view.ts';
import {
  currentCustomer,
  handle,
  languageOf,
  notFound,
  readBody,
  requireCustomer,
  violation,
  type Language,
} from '../shared/respond.ts';
import type { HandlerOptions } from '../shared/options.ts';
import { newToken, type MockCart, type MockCustomer, type MockState } from '../shared/state.ts';

/** The most units of one variant a cart may hold (the server's limit). */
export const maxLineQuantity = MAX_VARIANT_QUANTITY;

const route = (path: string) => `*${API_BASES.shop}${path}`;

export function cartHandlers(state: MockState, options: HandlerOptions) {
  /** Runs a change on a usable cart of this visitor, then answers the cart as it now is. */
  const change = (mutate: (cart: MockCart, request: Request, customer: MockCustomer | null) => Promise<void> | void) =>
    handle(
      async ({
        request,
        params,
      }: {
        request: Request;
        params: Record<string, string | readonly string[] | undefined>;
      }) => {
        const customer = currentCustomer(state, request);
        const cart = usableCart(state, String(params.token), customer);
        await mutate(cart, request, customer);
        return HttpResponse.json(cartView(cart, languageOf(request)));
      },
    );

  return [
    http.post(
      route(shopRoutes.orders),
      handle(async ({ request }) => {
        const customer = currentCustomer(state, request);
        const body = await readBody(request, createCartBodySchema, 'cart');
        const cart: MockCart = {
          tokenValue: newToken(state, 'cart'),
          state: 'cart',
          channelCode: body.channelCode,
          localeCode: body.localeCode,
          countryCode: body.countryCode ?? null,
          customerId: customer?.id ?? null,
          couponCode: null,
          items: [],
        };
        state.carts.set(cart.tokenValue, cart);
        return HttpResponse.json(cartView(cart, languageOf(request)), { status: 201 });
      }),
    ),

    http.get(
      route(shopRoutes.order),
      handle(({ request, params }) => {
        const cart = readableCart(state, String(params.token), currentCustomer(state, request));
        return HttpResponse.json(cartView(cart, languageOf(request)));
      }),
    ),

    http.patch(
      route(shopRoutes.orderItems),
      change(async (cart, request) => {
        const body = await readBody(request, addCartItemBodySchema, 'cart');
        const language = languageOf(request);
        const code = idFromIri(body.productVariant);
        const found = variantByCode(code);
        if (!found) throw violation('productVariant', 'invalid', texts.unknown_variant[language]);
        const stock = options.stockOf(found.variant);
        if (stock !== 'in_stock') throw violation('productVariant', 'out_of_stock', texts.out_of_stock[language]);
        addToCart(state, cart, { ...body, code, unitPrice: found.variant.base_price }, language);
      }),
    ),

    http.patch(
      route(shopRoutes.orderItem),
      change(async (cart, request) => {
        const line = lineOf(cart, request);
        const body = await readBody(request, changeCartItemBodySchema, 'cart');
        const elsewhere = cart.items.filter((i) => i.variantCode === line.variantCode && i !== line);
        const room = maxLineQuantity - elsewhere.reduce((n, i) => n + i.quantity, 0);
        if (body.quantity !== undefined && body.quantity > room)
          throw violation('quantity', 'quantity_above_maximum', texts.quantity_above_maximum[languageOf(request)]);
        if (body.quantity !== undefined) line.quantity = body.quantity;
        if (body.subscriptionInterval !== undefined) line.subscriptionInterval = body.subscriptionInterval;
      }),
    ),

    http.delete(
      route(shopRoutes.orderItem),
      handle(({ request, params }) => {
        const cart = usableCart(state, String(params.token), currentCustomer(state, request));
        const line = lineOf(cart, request);
        cart.items = cart.items.filter((i) => i !== line);
        // The server answers the cart recomputed, as every other cart change does.
        return HttpResponse.json(cartView(cart, languageOf(request)));
      }),
    ),

    // The country switcher: the cart moves to the channel (its locale code) and ships to the chosen country.
    http.patch(
      route(shopRoutes.orderChannel),
      change(async (cart, request) => {
        const body = await readBody(request, changeCartChannelBodySchema, 'cartChannel');
        const channel = CHANNELS.find((c) => c.code === body.channelCode)!;
        cart.channelCode = channel.code;
        cart.localeCode = channel.shopLocaleCode;
        cart.countryCode = body.countryCode;
      }),
    ),

    http.patch(
      route(shopRoutes.applyCoupon),
      change(async (cart, request) => {
        const language = languageOf(request);
        const body = await readBody(request, applyCouponBodySchema, 'coupon');
        const code = normalizeCouponCode(body.couponCode);
        if (cart.couponCode && cart.couponCode !== code) {
          throw violation('couponCode', 'coupon_already_applied', texts.coupon_already_applied[language]);
        }
        const coupon = couponByCode(code);
        const view = cartView(cart, language);
        const customer = cart.customerId === null ? undefined : state.customers.get(cart.customerId);
        const refusal = couponRefusal(coupon ? couponDefinition(coupon) : null, {
          now: state.now(),
          itemsTotal: view.itemsTotal,
          itemCount: view.items.length,
          usageCount: 0,
          customerUsageCount: 0,
          customerCompletedOrders: customer ? customer.completedOrders : null,
        });
        if (refusal) throw violation('couponCode', refusal, couponRefusalMessages[refusal][language]);
        cart.couponCode = code;
      }),
    ),

    http.delete(
      route(shopRoutes.coupon),
      change((cart, request) => {
        const code = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
        if (cart.couponCode !== normalizeCouponCode(code)) throw notFound('Coupon not applied to this cart');
        cart.couponCode = null;
      }),
    ),

    http.put(
      route(shopRoutes.order),
      change(async (cart, request) => {
        const me = requireCustomer(state, request);
        const body = await readBody(request, updateCartBodySchema, 'cart');
        if (idFromIri(body.customer) !== String(me.id)) {
          throw violation('customer', 'invalid', texts.invalid_customer[languageOf(request)]);
        }
        cart.customerId = me.id;
      }),
    ),

    http.delete(
      route(shopRoutes.order),
      handle(({ request, params }) => {
        const cart = usableCart(state, String(params.token), currentCustomer(state, request));
        state.carts.delete(cart.tokenValue);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}

/** Adds onto the line of the same purchase mode (one-off or the same frequency), else a new line. */
function addToCart(
  state: MockState,
  cart: MockCart,
  add: {
    code: string;
    unitPrice: number;
    quantity: number;
    subscriptionInterval?: MockCart['items'][number]['subscriptionInterval'] | null | undefined;
    sourceItemList?: string | null | undefined;
    upsell?: boolean | undefined;
  },
  language: Language,
): void {
  const interval = add.subscriptionInterval ?? null;
  const lines = cart.items.filter((i) => i.variantCode === add.code);
  const same = lines.find((l) => l.subscriptionInterval === interval);
  const room = maxLineQuantity - lines.filter((l) => l !== same).reduce((n, l) => n + l.quantity, 0);
  // As the server: above the cap the customer is told, never silently given less.
  if ((same?.quantity ?? 0) + add.quantity > room)
    throw violation('quantity', 'quantity_above_maximum', texts.quantity_above_maximum[language]);
  if (same) {
    same.quantity = Math.min(same.quantity + add.quantity, room);
    return;
  }
  cart.items.push({
    id: state.nextId.item++,
    variantCode: add.code,
    quantity: Math.min(add.quantity, room),
    subscriptionInterval: interval,
    unitPrice: add.unitPrice,
    sourceItemList: add.sourceItemList ?? null,
    upsell: add.upsell ?? false,
  });
}

/**
 * A guest cart is anyone's who has its token; a customer's cart is that customer's alone, and anyone else gets
 * the same 404 as for an unknown token (as the server), so existence never leaks.
 */
function readableCart(state: MockState, token: string, customer: MockCustomer | null): MockCart {
  const cart = state.carts.get(token);
  if (!cart || (cart.customerId !== null && cart.customerId !== customer?.id)) {
    throw notFound(errorMessages.cartNotFound);
  }
  return cart;
}

/** Only a cart in state `cart` can change (spec §4). */
function usableCart(state: MockState, token: string, customer: MockCustomer | null): MockCart {
  const cart = readableCart(state, token, customer);
  if (cart.state !== 'cart') throw notFound(errorMessages.cartNotFound);
  return cart;
}

function lineOf(cart: MockCart, request: Request) {
  const itemId = Number(new URL(request.url).pathname.split('/').at(-1));
  const line = cart.items.find((i) => i.id === itemId);
  if (!line) throw notFound('Cart item not found');
  return line;
}

/** The server's messages for the cart's own refusals: the contract's, as the server sends them. */
const texts = cartErrorTexts;
