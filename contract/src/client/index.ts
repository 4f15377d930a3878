// The typed client: one object per family of calls of spec §7, all sharing one configuration.
import { addressCalls, customerCalls } from './customer.ts';
import { cartCalls } from './cart.ts';
import { contentCalls } from './content.ts';
import type { ClientConfig } from './http.ts';
import { buildCalls, imageCalls, searchCalls, trackingCalls } from './services.ts';

export * from './http.ts';
export { ADD_TO_CART_FALLBACK, AddToCartError, cartCalls, type CallOptions } from './cart.ts';
export { addressCalls, customerCalls } from './customer.ts';
export { contentCalls, type ProductBatchResult, type ProductLookup } from './content.ts';
export {
  buildCalls,
  imageCalls,
  imageUploadError,
  searchCalls,
  trackingCalls,
  type SearchOptions,
} from './services.ts';

export type GamelleClient = ReturnType<typeof createGamelleClient>;

/**
 * ```ts
 * const api = createGamelleClient({ baseUrl: '', channelCode: 'gamelle_fr', localeCode: 'fr_FR', locale: 'fr',
 *   getToken: () => session.token });
 * const cart = await api.cart.get(cartToken);
 * ```
 */
export function createGamelleClient(config: ClientConfig) {
  return {
    config,
    cart: cartCalls(config),
    customer: customerCalls(config),
    addresses: addressCalls(config),
    content: contentCalls(config),
    search: searchCalls(config),
    tracking: trackingCalls(config),
    images: imageCalls(config),
    build: buildCalls(config),
  };
}
