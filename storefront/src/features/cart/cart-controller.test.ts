import type { Cart } from '@gamelle/contract/cart/schema';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/index.ts';
import type { CartApi } from './cart-query.ts';
import { cartQueryKey } from './cart-keys.ts';
import { CartActionError, CartController } from './cart-controller.ts';
import { applyCartChange } from './optimistic-cart.ts';
import { sampleCart, sampleItem } from './test-carts.ts';

/** A cart server in memory, slow enough (one macrotask per call) to let clicks pile up. */
function fakeShop(initial: Cart | null) {
  let server = initial;
  const later = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(value());
        } catch (e) {
          reject(e);
        }
      }, 1),
    );
  const api = {
    get: vi.fn(() =>
      later(() => {
        if (!server) throw new ApiError({ status: 404, message: 'Cart not found' });
        return server;
      }),
    ),
    newCart: { channelCode: 'gamelle_fr', localeCode: 'fr_FR' },
    create: vi.fn(() => later(() => (server = sampleCart({ tokenValue: 'new' })))),
    addItem: vi.fn((_t: string, item: { productVariant: string; quantity: number }) =>
      later(() => {
        if (item.productVariant === '00000000')
          throw new ApiError({ status: 422, message: "Ce produit n'est plus disponible." });
        server = sampleCart({
          ...server,
          items: [...server!.items, sampleItem({ id: 9, variantCode: item.productVariant, quantity: item.quantity })],
        });
        return server;
      }),
    ),
    changeItem: vi.fn(
      (_t: string, itemId: number, change: { quantity?: number; subscriptionInterval?: number | null }) =>
        later(() => {
          if (change.quantity !== undefined)
            server = applyCartChange(server!, { type: 'quantity', itemId, quantity: change.quantity });
          if (change.subscriptionInterval !== undefined)
            server = applyCartChange(server!, { type: 'interval', itemId, interval: change.subscriptionInterval });
          return server!;
        }),
    ),
    removeItem: vi.fn((_t: string, itemId: number) =>
      later(() => (server = applyCartChange(server!, { type: 'remove', itemId }))),
    ),
    applyCoupon: vi.fn((_t: string, code: string) =>
      later(() => {
        if (code !== 'BIENVENUE') throw new ApiError({ status: 422, message: "Le code promo n'est pas valide." });
        return (server = { ...server!, couponCode: code });
      }),
    ),
    removeCoupon: vi.fn(() => later(() => (server = { ...server!, couponCode: null }))),
    delete: vi.fn(() =>
      later(() => {
        server = null;
      }),
    ),
  } satisfies CartApi;
  return { api, server: () => server };
}

function setup(initial: Cart | null, token: string | undefined = initial?.tokenValue) {
  const shop = fakeShop(initial);
  const queryClient = new QueryClient();
  queryClient.setQueryData(cartQueryKey, initial);
  let stored = token;
  const tokens = {
    read: () => stored,
    save: vi.fn((t: string) => (stored = t)),
    forget: vi.fn(() => (stored = undefined)),
  };
  const controller = new CartController(queryClient, shop.api, tokens);
  return { shop, controller, tokens, cart: () => queryClient.getQueryData<Cart | null>(cartQueryKey) };
}

describe('the cart controller', () => {
  it('never loses nor doubles a quantity under rapid clicks, and sends the final target', async () => {
    const { shop, controller, cart } = setup(sampleCart({ items: [sampleItem({ id: 1, quantity: 1 })] }));
    const clicks = [2, 3, 4, 5].map((q) => controller.setQuantity(1, q));
    expect(cart()!.items[0]!.quantity).toBe(5);
    await Promise.all(clicks);
    expect(shop.api.changeItem.mock.calls.map((c) => c[2])).toEqual([{ quantity: 2 }, { quantity: 5 }]);
    expect(shop.server()!.items[0]!.quantity).toBe(5);
    expect(cart()!.items[0]!.quantity).toBe(5);
  });

  it('creates the cart on the first add and keeps its token', async () => {
    const { controller, tokens, cart } = setup(null, undefined);
    await controller.add({ variantCode: '12345678', quantity: 2, subscriptionInterval: null });
    expect(tokens.save).toHaveBeenCalledWith('new');
    expect(cart()!.items[0]).toMatchObject({ variantCode: '12345678', quantity: 2 });
  });

  it("starts a new cart when the stored one is 'Cart not found'", async () => {
    const { shop, controller, tokens } = setup(null, 'gone');
    shop.api.addItem.mockImplementationOnce(() =>
      Promise.reject(new ApiError({ status: 404, message: 'Cart not found' })),
    );
    await controller.add({ variantCode: '12345678', quantity: 1, subscriptionInterval: null });
    expect(tokens.forget).toHaveBeenCalled();
    expect(tokens.save).toHaveBeenCalledWith('new');
  });

  it("rejects a failed add with the server's message and the reloaded cart", async () => {
    const { controller } = setup(sampleCart({ items: [sampleItem()] }));
    const error = await controller
      .add({ variantCode: '00000000', quantity: 1, subscriptionInterval: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CartActionError);
    expect((error as CartActionError).serverMessage).toBe("Ce produit n'est plus disponible.");
    expect((error as CartActionError).cart?.items).toHaveLength(1);
  });

  it('deletes and forgets the cart when its last line is removed', async () => {
    const { shop, controller, tokens, cart } = setup(sampleCart({ items: [sampleItem({ id: 1 })] }));
    await controller.remove(1);
    await vi.waitFor(() => expect(shop.api.delete).toHaveBeenCalledWith('tok'));
    expect(tokens.forget).toHaveBeenCalled();
    expect(cart()).toBeNull();
  });

  it('subscribes a line, and shows the server error of a refused coupon', async () => {
    const { controller, cart } = setup(sampleCart({ items: [sampleItem({ id: 1, unitPrice: 1000 })] }));
    const pending = controller.setSubscription(1, 31);
    expect(cart()!.items[0]!.total).toBe(900);
    await pending;
    await expect(controller.applyCoupon('FAUX')).rejects.toMatchObject({
      serverMessage: "Le code promo n'est pas valide.",
    });
    await controller.applyCoupon(' BIENVENUE ');
    expect(cart()!.couponCode).toBe('BIENVENUE');
    await controller.removeCoupon('BIENVENUE');
    expect(cart()!.couponCode).toBeNull();
  });
});
