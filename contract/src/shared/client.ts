// The typed client: one object per family of calls of spec §7, all sharing one configuration.
import { addressCalls, customerCalls } from '../customer/api.ts';
import { cartCalls } from '../cart/api.ts';
import { contentCalls } from '../content/api.ts';
import type { ClientConfig } from './http.ts';
import { buildCalls, imageCalls, searchCalls, trackingCalls } from './services-api.ts';

export * from './http.ts';
export { ADD_TO_CART_FALLBACK, AddToCartError, cartCalls, type CallOptions } from '../cart/api.ts';
export { addressCalls, customerCalls } from '../customer/api.ts';
export { contentCalls, type ProductBatchResult, type ProductLookup } from '../content/api.ts';
export {
  buildCalls,
  imageCalls,
  imageUploadError,
  searchCalls,
  trackingCalls,
  type SearchOptions,
} from './services-api.ts';

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
