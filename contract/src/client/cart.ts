// Cart calls of spec §7. A call without a cart token is refused with 'Cart not found' before any request.
import { ApiError, errorMessages } from '../errors.ts';
import { shopPaths } from '../paths.ts';
import {
  cartSchema,
  type AddCartItemBody,
  type Cart,
  type ChangeCartItemBody,
  type CreateCartBody,
} from '../shop/cart.ts';
import { request, type ClientConfig } from './http.ts';

export type CallOptions = { signal?: AbortSignal };

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

    /** PATCH /shop/orders/{token}/items */
    addItem: async (token: string, body: AddCartItemBody, options: CallOptions = {}): Promise<Cart> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PATCH',
        path: shopPaths.orderItems(requireToken(token)),
        body,
        schema: cartSchema,
      }),

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

    /** DELETE /shop/orders/{token}/items/{id} (answers 204; get the cart again to show it). */
    removeItem: async (token: string, itemId: number, options: CallOptions = {}): Promise<void> =>
      request(config, {
        ...shop,
        ...options,
        method: 'DELETE',
        path: shopPaths.orderItem(requireToken(token), itemId),
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

function requireToken(token: string | null | undefined): string {
  if (!token) throw new ApiError({ status: 404, message: errorMessages.cartNotFound, code: 'cart_not_found' });
  return token;
}
