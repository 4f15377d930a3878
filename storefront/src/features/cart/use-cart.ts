import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../shared/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '../shared/index.ts';
import { CartController } from './cart-controller.ts';
import { cartApiFor, cartQueryOptions } from './cart-query.ts';
import { forgetCartToken, readCartToken, saveCartToken } from './cart-token.ts';

/** The visitor's cart (null when empty), prefetched by the root loader. */
export function useCart() {
  const locale = useLocale();
  return useQuery(cartQueryOptions(locale));
}

export function useCartActions() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return cartControllerFor(queryClient, locale);
}

const controllers = new WeakMap<QueryClient, CartController>();

/** One controller per query cache (one per page load), so every button shares the same line queues. */
export function cartControllerFor(queryClient: QueryClient, locale: Locale): CartController {
  let controller = controllers.get(queryClient);
  if (!controller) {
    controller = new CartController(queryClient, cartApiFor(locale), {
      read: readCartToken,
      save: saveCartToken,
      forget: forgetCartToken,
    });
    controllers.set(queryClient, controller);
  }
  return controller;
}
