import type { Cart } from '@gamelle/contract/cart/schema';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/index.ts';
import type { CartApi } from './cart-query.ts';
import { cartQueryKey } from './cart-keys.ts';
import { CartActionError } from './cart-action-error.ts';
import { CartController } from './cart-controller.ts';
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
    changeChannel: vi.fn((_t: string, body: Pick<Cart, 'channelCode' | 'countryCode'>) =>
      later(() => (server = { ...server!, ...body })),
    ),
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

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The same shop, whose line requests the test answers (or refuses) one by one. */
function setupHeld(initial: Cart) {
  const context = setup(initial);
  let server = initial;
  const calls: Array<{ change: object; answer: () => void; refuse: (error: unknown) => void }> = [];
  const hold = (change: object, apply: () => Cart) =>
    new Promise<Cart>((resolve, reject) =>
      calls.push({ change, answer: () => resolve((server = apply())), refuse: reject }),
    );
  context.shop.api.changeItem.mockImplementation((_token, itemId, change) =>
    hold(change, () => {
      let next = server;
      if (change.quantity !== undefined)
        next = applyCartChange(next, { type: 'quantity', itemId, quantity: change.quantity });
      if (change.subscriptionInterval !== undefined)
        next = applyCartChange(next, { type: 'interval', itemId, interval: change.subscriptionInterval });
      return next;
    }),
  );
  context.shop.api.removeItem.mockImplementation((_token, itemId) =>
    hold({ remove: true }, () => applyCartChange(server, { type: 'remove', itemId })),
  );
  const held = {
    calls,
    answer: (i: number) => calls[i]!.answer(),
    refuse: (i: number, error: unknown) => calls[i]!.refuse(error),
  };
  return { ...context, held, server: () => server };
}

describe('the cart controller', () => {
  it('never loses nor doubles a quantity under rapid clicks, and sends the final target', async () => {
    const { shop, controller, cart } = setup(sampleCart({ items: [sampleItem({ id: 1, quantity: 1 })] }));
    const clicks = [2, 3, 4, 5].map((q) => controller.setQuantity(1, q));
    expect(cart()!.items[0]!.quantity).toBe(5);
    await Promise.all(clicks);
    const sent = shop.api.changeItem.mock.calls.map((c) => c[2]);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.at(-1)).toEqual({ quantity: 5 });
    expect(shop.server()!.items[0]!.quantity).toBe(5);
    expect(cart()!.items[0]!.quantity).toBe(5);
  });

  it("sends a line's changes one request at a time, the next one carrying the latest wish", async () => {
    const { server, controller, cart, held } = setupHeld(sampleCart({ items: [sampleItem({ id: 1, quantity: 1 })] }));
    const first = controller.setQuantity(1, 2);
    await vi.waitFor(() => expect(held.calls).toHaveLength(1));
    const later = [3, 4].map((q) => controller.setQuantity(1, q));
    await tick();
    // Still one request under way for the line: the two clicks wait, merged.
    expect(held.calls).toHaveLength(1);
    expect(cart()!.items[0]!.quantity).toBe(4);
    held.answer(0);
    await first;
    await vi.waitFor(() => expect(held.calls).toHaveLength(2));
    expect(held.calls.map((c) => c.change)).toEqual([{ quantity: 2 }, { quantity: 4 }]);
    // The first answer (2) is not shown while the latest wish (4) is on its way.
    expect(cart()!.items[0]!.quantity).toBe(4);
    held.answer(1);
    await Promise.all(later);
    expect(server()!.items[0]!.quantity).toBe(4);
    expect(cart()!.items[0]!.quantity).toBe(4);
    expect(held.calls).toHaveLength(2);
  });

  it('runs different lines side by side and shows the server cart once both are answered', async () => {
    const { controller, cart, held } = setupHeld(
      sampleCart({ items: [sampleItem({ id: 1 }), sampleItem({ id: 2, variantCode: '10000002' })] }),
    );
    const one = controller.setQuantity(1, 3);
    const two = controller.setSubscription(2, 31);
    await vi.waitFor(() => expect(held.calls).toHaveLength(2));
    held.answer(0);
    await one;
    expect(cart()!.items[1]!.subscriptionInterval).toBe(31);
    held.answer(1);
    await two;
    expect(cart()!.items.map((i) => [i.quantity, i.subscriptionInterval])).toEqual([
      [3, null],
      [1, 31],
    ]);
  });

  it('merges a quantity and a purchase mode, and lets a removal win', async () => {
    const { controller, held } = setupHeld(sampleCart({ items: [sampleItem({ id: 1 }), sampleItem({ id: 2 })] }));
    const first = controller.setQuantity(1, 2);
    await vi.waitFor(() => expect(held.calls).toHaveLength(1));
    const merged = [controller.setQuantity(1, 5), controller.setSubscription(1, 42)];
    held.answer(0);
    await first;
    await vi.waitFor(() => expect(held.calls).toHaveLength(2));
    expect(held.calls[1]!.change).toEqual({ quantity: 5, subscriptionInterval: 42 });
    const removal = [controller.remove(1), controller.setQuantity(1, 9)];
    held.answer(1);
    await Promise.all(merged);
    await vi.waitFor(() => expect(held.calls).toHaveLength(3));
    expect(held.calls[2]!.change).toEqual({ remove: true });
    held.answer(2);
    await Promise.all(removal);
  });

  it('rolls a refused change back at once, drops the wishes waiting behind it, then shows the server cart', async () => {
    const { controller, cart, held, shop } = setupHeld(sampleCart({ items: [sampleItem({ id: 1, quantity: 1 })] }));
    const first = controller.setQuantity(1, 2).catch((e: unknown) => e);
    await vi.waitFor(() => expect(held.calls).toHaveLength(1));
    const second = controller.setQuantity(1, 3).catch((e: unknown) => e);
    expect(cart()!.items[0]!.quantity).toBe(3);
    held.refuse(0, new ApiError({ status: 422, message: 'Stock insuffisant' }));
    const error = await first;
    expect(error).toBeInstanceOf(CartActionError);
    expect((error as CartActionError).serverMessage).toBe('Stock insuffisant');
    expect((await second) as CartActionError).toBeInstanceOf(CartActionError);
    expect(held.calls).toHaveLength(1);
    expect(shop.api.get).toHaveBeenCalled();
    expect(cart()!.items[0]!.quantity).toBe(1);
  });

  it('puts the cart back when an add is refused, before the reload answers', async () => {
    const initial = sampleCart({ items: [sampleItem({ id: 1, variantCode: '10000001', quantity: 1 })] });
    const { controller, cart, shop } = setup(initial);
    shop.api.addItem.mockImplementationOnce(() =>
      Promise.reject(new ApiError({ status: 422, message: 'Stock insuffisant' })),
    );
    let shownWhileReloading: number | undefined;
    shop.api.get.mockImplementationOnce(() => {
      shownWhileReloading = cart()!.items[0]!.quantity;
      return Promise.resolve(initial);
    });
    const pending = controller.add({ variantCode: '10000001', quantity: 2, subscriptionInterval: null });
    expect(cart()!.items[0]!.quantity).toBe(3);
    await expect(pending).rejects.toBeInstanceOf(CartActionError);
    expect(shownWhileReloading).toBe(1);
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
