import type { Cart } from '@gamelle/contract/cart/schema';
import type { cartCalls } from '@gamelle/contract/cart/api';

type CartApi = ReturnType<typeof cartCalls>;

export interface CartStore {
  token: () => string | undefined;
  forget: () => void;
}

/**
 * Loads the stored cart by the rules of spec §4 and §8: no token, no cart; a cart not in state `cart` (ordered,
 * cancelled) is discarded; a cart without items is deleted on the server and forgotten; a cart the server no
 * longer knows ('Cart not found') or a reload that fails forgets the token. Never throws: the shop still works
 * with an empty cart.
 */
export async function loadCart(api: Pick<CartApi, 'get' | 'delete'>, store: CartStore): Promise<Cart | null> {
  const token = store.token();
  if (!token) return null;
  let cart: Cart;
  try {
    cart = await api.get(token);
  } catch {
    store.forget();
    return null;
  }
  if (cart.state !== 'cart') {
    store.forget();
    return null;
  }
  if (cart.items.length === 0) {
    await discardEmptyCart(api, store, token);
    return null;
  }
  return cart;
}

/** Deletes an emptied cart on the server (best effort) and forgets its token. */
export async function discardEmptyCart(api: Pick<CartApi, 'delete'>, store: Pick<CartStore, 'forget'>, token: string) {
  store.forget();
  try {
    await api.delete(token);
  } catch {
    // Already gone, or the server is down: either way the shop no longer points at it.
  }
}
