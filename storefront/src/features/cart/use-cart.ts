import type { Cart } from '@gamelle/contract/cart/schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocale } from '../shared/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../shared/index.ts';
import type { CartController, NewCartItem } from './cart-controller.ts';
import { cartQueryKey } from './cart-keys.ts';
import { cartApiFor, cartQueryOptions } from './cart-query.ts';
import { forgetCartToken, readCartToken, saveCartToken } from './cart-token.ts';

/** The visitor's cart (null when empty), prefetched by the root loader. */
export function useCart() {
  const locale = useLocale();
  return useQuery(cartQueryOptions(locale));
}

/** What the shop may ask of the cart: every write is a TanStack Query mutation (cart-controller.ts). */
export interface CartActions {
  /** The cart on screen now (optimistic changes included). */
  readonly cart: Cart | null;
  add: (item: NewCartItem) => Promise<Cart>;
  setQuantity: (itemId: number, quantity: number) => Promise<void>;
  setSubscription: (itemId: number, interval: number | null) => Promise<void>;
  remove: (itemId: number) => Promise<void>;
  applyCoupon: (code: string) => Promise<Cart>;
  removeCoupon: (code: string) => Promise<Cart>;
}

/**
 * The cart's actions. The mutations' code loads on its own, when the browser is idle after the page has run (or at
 * the first action, whichever comes first), so no page's first load carries it; calls made before it arrives run
 * in their order once it has.
 */
export function useCartActions(): CartActions {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const actions = cartActionsFor(queryClient, locale);
  useEffect(() => {
    const preload = () => void actions.ready();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, [actions]);
  return actions;
}

const facades = new WeakMap<QueryClient, CartActions & { ready: () => Promise<CartController> }>();

/** One controller per query cache (one per page load), so every button shares the same mutations and wishes. */
export function cartActionsFor(queryClient: QueryClient, locale: Locale) {
  let facade = facades.get(queryClient);
  if (!facade) {
    let controller: Promise<CartController> | undefined;
    const ready = () =>
      (controller ??= import('./cart-controller.ts').then(
        ({ CartController }) =>
          new CartController(queryClient, cartApiFor(locale), {
            read: readCartToken,
            save: saveCartToken,
            forget: forgetCartToken,
          }),
      ));
    facade = {
      ready,
      get cart() {
        return queryClient.getQueryData<Cart | null>(cartQueryKey) ?? null;
      },
      add: (item) => ready().then((c) => c.add(item)),
      setQuantity: (itemId, quantity) => ready().then((c) => c.setQuantity(itemId, quantity)),
      setSubscription: (itemId, interval) => ready().then((c) => c.setSubscription(itemId, interval)),
      remove: (itemId) => ready().then((c) => c.remove(itemId)),
      applyCoupon: (code) => ready().then((c) => c.applyCoupon(code)),
      removeCoupon: (code) => ready().then((c) => c.removeCoupon(code)),
    };
    facades.set(queryClient, facade);
  }
  return facade;
}
