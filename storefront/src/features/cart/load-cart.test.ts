import type { Cart } from '@gamelle/contract/cart/schema';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/index.ts';
import { loadCart } from './load-cart.ts';
import { sampleCart, sampleItem } from './test-carts.ts';

function setup(answer: () => Promise<Cart>, token: string | null = 'tok') {
  const api = { get: vi.fn(answer), delete: vi.fn(async () => undefined) };
  const store = { token: () => token ?? undefined, forget: vi.fn() };
  return { api, store };
}

describe('loading the stored cart', () => {
  it('asks nothing without a token', async () => {
    const { api, store } = setup(async () => sampleCart(), null);
    expect(await loadCart(api, store)).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('returns a usable cart with items as it is', async () => {
    const cart = sampleCart({ items: [sampleItem()] });
    const { api, store } = setup(async () => cart);
    expect(await loadCart(api, store)).toBe(cart);
    expect(store.forget).not.toHaveBeenCalled();
  });

  it('discards a cart that is no longer in state cart', async () => {
    const { api, store } = setup(async () => sampleCart({ state: 'completed', items: [sampleItem()] }));
    expect(await loadCart(api, store)).toBeNull();
    expect(store.forget).toHaveBeenCalledOnce();
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('deletes an empty cart on the server and forgets it', async () => {
    const { api, store } = setup(async () => sampleCart({ items: [] }));
    expect(await loadCart(api, store)).toBeNull();
    expect(api.delete).toHaveBeenCalledWith('tok');
    expect(store.forget).toHaveBeenCalledOnce();
  });

  it("forgets the token on 'Cart not found' and on any failed reload", async () => {
    for (const error of [
      new ApiError({ status: 404, message: 'Cart not found' }),
      new ApiError({ status: 500, message: 'Une erreur est survenue' }),
      new TypeError('fetch failed'),
    ]) {
      const { api, store } = setup(async () => {
        throw error;
      });
      expect(await loadCart(api, store)).toBeNull();
      expect(store.forget).toHaveBeenCalledOnce();
    }
  });
});
