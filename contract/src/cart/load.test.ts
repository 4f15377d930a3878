import { describe, expect, it, vi } from 'vitest';
import { cart, cartItem } from '../../test/fixtures.ts';
import { loadStoredCart } from './load.ts';
import type { Cart } from './schema.ts';

function setup(answer: () => Promise<Cart>, token: string | null = 'tok') {
  const api = { get: vi.fn(answer), delete: vi.fn(async () => undefined) };
  const store = { token: () => token ?? undefined, forget: vi.fn() };
  return { api, store };
}

describe('loading the stored cart', () => {
  it('asks nothing without a token', async () => {
    const { api, store } = setup(async () => cart, null);
    expect(await loadStoredCart(api, store)).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('returns a usable cart with items as it is', async () => {
    const usable = { ...cart, items: [cartItem] };
    const { api, store } = setup(async () => usable);
    expect(await loadStoredCart(api, store)).toBe(usable);
    expect(store.forget).not.toHaveBeenCalled();
  });

  it('discards a cart that is no longer in state cart', async () => {
    const { api, store } = setup(async () => ({ ...cart, state: 'completed', items: [cartItem] }));
    expect(await loadStoredCart(api, store)).toBeNull();
    expect(store.forget).toHaveBeenCalledOnce();
    expect(api.delete).not.toHaveBeenCalled();
  });

  it('deletes an empty cart on the server and forgets it', async () => {
    const { api, store } = setup(async () => ({ ...cart, items: [] }));
    expect(await loadStoredCart(api, store)).toBeNull();
    expect(api.delete).toHaveBeenCalledWith('tok');
    expect(store.forget).toHaveBeenCalledOnce();
  });

  it("forgets the token on 'Cart not found' and on any failed reload", async () => {
    for (const error of [
      new Error('Cart not found'),
      new Error('Une erreur est survenue'),
      new TypeError('fetch failed'),
    ]) {
      const { api, store } = setup(async () => {
        throw error;
      });
      expect(await loadStoredCart(api, store)).toBeNull();
      expect(store.forget).toHaveBeenCalledOnce();
    }
  });
});
