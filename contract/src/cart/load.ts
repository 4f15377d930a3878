// The cart-loading rule of spec §4 and §8, in a file with no zod so the shop's first load can carry it.
import type { Cart } from './schema.ts';

/**
 * What to do with a stored cart once fetched: use it; discard the token when it is no longer a cart (ordered,
 * cancelled); delete it on the server and forget it when it has no items.
 */
export function cartLoadOutcome(cart: Pick<Cart, 'state' | 'items'>): 'use' | 'discard' | 'delete' {
  if (cart.state !== 'cart') return 'discard';
  return cart.items.length === 0 ? 'delete' : 'use';
}

/** Whether a fetched cart can be used (spec §4: only state `cart` is). */
export function isUsableCart(cart: Pick<Cart, 'state'>): boolean {
  return cart.state === 'cart';
}

/** The two calls the rule needs, whatever client makes them. */
export interface StoredCartApi<C extends Pick<Cart, 'state' | 'items'>> {
  get: (token: string) => Promise<C>;
  delete: (token: string) => Promise<unknown>;
}

/** Where the visitor's cart token is kept (a cookie in the shop). */
export interface CartTokenStore {
  token: () => string | undefined;
  forget: () => void;
}

/**
 * Loads the stored cart by `cartLoadOutcome`: no token, no cart; a cart the server no longer knows ('Cart not
 * found') or a reload that fails forgets the token. Never throws: the shop still works with an empty cart.
 */
export async function loadStoredCart<C extends Pick<Cart, 'state' | 'items'>>(
  api: StoredCartApi<C>,
  store: CartTokenStore,
): Promise<C | null> {
  const token = store.token();
  if (!token) return null;
  let cart: C;
  try {
    cart = await api.get(token);
  } catch {
    store.forget();
    return null;
  }
  const outcome = cartLoadOutcome(cart);
  if (outcome === 'use') return cart;
  if (outcome === 'delete') await discardEmptyCart(api, store, token);
  else store.forget();
  return null;
}

/** Deletes an emptied cart on the server (best effort) and forgets its token. */
export async function discardEmptyCart(
  api: Pick<StoredCartApi<never>, 'delete'>,
  store: Pick<CartTokenStore, 'forget'>,
  token: string,
): Promise<void> {
  store.forget();
  try {
    await api.delete(token);
  } catch {
    // Already gone, or the server is down: either way the shop no longer points at it.
  }
}
