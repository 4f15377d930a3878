// Cart calls of spec §7. A call without a cart token is refused with 'Cart not found' before any request.
import { ApiError, errorMessages } from '../shared/api-error.ts';
import { shopPaths } from '../shared/paths.ts';
import type { AddCartItemBody, Cart, ChangeCartChannelBody, ChangeCartItemBody, CreateCartBody } from './schema.ts';
import { request, type ClientConfig } from '../shared/http.ts';

export type CallOptions = { signal?: AbortSignal };

/** Loaded only when the client validates answers (http.ts): the browser's first load carries no zod. */
const cartSchema = () => import('./schema.ts').then((m) => m.cartSchema);

export function cartCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** GET /shop/orders/{token} */
    get: async (token: string, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: shopPaths.order(requireToken(token)),
        schema: cartSchema,
      }),

    /** POST /shop/orders */
    create: async (body: CreateCartBody, options: CallOptions = {}): Promise<Cart> =>
      request(config, { ...shop, ...options, method: 'POST', path: shopPaths.orders(), body, schema: cartSchema }),

    /**
     * PATCH /shop/orders/{token}/items. A refusal rejects with an `AddToCartError`: the server's description
     * (or 'generic.error') and the cart as reloaded after the failure (null when it cannot be reloaded).
     */
    addItem: async (token: string, body: AddCartItemBody, options: CallOptions = {}): Promise<Cart> => {
      const path = shopPaths.orderItems(requireToken(token));
      try {
        return await request(config, {
          ...shop,
          ...options,
          method: 'PATCH',
          path,
          body,
          schema: cartSchema,
          fallbackMessage: ADD_TO_CART_FALLBACK,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const cart = await request(config, {
          ...shop,
          method: 'GET',
          path: shopPaths.order(token),
          schema: cartSchema,
        }).catch(() => null);
        throw new AddToCartError(error, cart);
      }
    },

    /** PATCH /shop/orders/{token}/items/{id} */
    changeItem: async (
      token: string,
      itemId: number,
      body: ChangeCartItemBody,
      options: CallOptions = {},
    ): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PATCH',
        path: shopPaths.orderItem(requireToken(token), itemId),
        body,
        schema: cartSchema,
      }),

    /** DELETE /shop/orders/{token}/items/{id}: the cart recomputed (totals, coupon, free-shipping progress). */
    removeItem: async (token: string, itemId: number, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'DELETE',
        path: shopPaths.orderItem(requireToken(token), itemId),
        schema: cartSchema,
      }),

    /**
     * PATCH /shop/orders/{token}/channel: the switcher's country and language: the cart moves to that channel and
     * ships to that country, answered recomputed (shipping fee, free-shipping threshold, prices).
     */
    changeChannel: async (token: string, body: ChangeCartChannelBody, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PATCH',
        path: shopPaths.orderChannel(requireToken(token)),
        body,
        schema: cartSchema,
      }),

    /** PATCH /shop/orders/{token}/apply-coupon; a refusal rejects with the server's error body in `error.body`. */
    applyCoupon: async (token: string, couponCode: string, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PATCH',
        path: shopPaths.applyCoupon(requireToken(token)),
        body: { couponCode },
        schema: cartSchema,
      }),

    /** DELETE /shop/orders/{token}/coupon/{code} */
    removeCoupon: async (token: string, code: string, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'DELETE',
        path: shopPaths.coupon(requireToken(token), code),
        schema: cartSchema,
      }),

    /** PUT /shop/orders/{token}: attaches the cart to the logged-in customer. */
    attachCustomer: async (token: string, customerIri: string, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PUT',
        path: shopPaths.order(requireToken(token)),
        body: { customer: customerIri },
        schema: cartSchema,
      }),

    /** DELETE /shop/orders/{token}: an empty cart is deleted and forgotten. */
    delete: async (token: string, options: CallOptions = {}): Promise<void> =>
      request(config, { ...shop, ...options, method: 'DELETE', path: shopPaths.order(requireToken(token)) }),
  };
}

/** The message key of a failed add-to-cart whose answer carried no description (spec §8). */
export const ADD_TO_CART_FALLBACK = 'generic.error';

/** A failed add-to-cart, with the cart as it stands after the failure. */
export class AddToCartError extends ApiError {
  readonly cart: Cart | null;

  constructor(error: ApiError, cart: Cart | null) {
    super({
      status: error.status,
      message: error.status === 0 ? ADD_TO_CART_FALLBACK : error.message,
      code: error.code ?? 'add_to_cart_failed',
      violations: error.violations,
      body: error.body,
      cause: error,
    });
    this.cart = cart;
  }
}

function requireToken(token: string | null | undefined): string {
  if (!token) throw new ApiError({ status: 404, message: errorMessages.cartNotFound, code: 'cart_not_found' });
  return token;
}
