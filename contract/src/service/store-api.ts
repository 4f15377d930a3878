// The store finder's calls through the contract's client (`GET /shop/stores`, `GET /shop/stores/{slug}`).
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import { storePaths } from './store-rules.ts';
import type { Store, StoreCollection } from './stores.ts';

// Loaded only when the client validates answers: the browser's first load carries no zod.
const schemas = () => import('./stores.ts');

export interface StoreSearchParams {
  q?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function storeCalls(config: ClientConfig) {
  return {
    list: (search: StoreSearchParams, options: CallOptions = {}): Promise<StoreCollection> =>
      request(config, {
        api: 'shop',
        method: 'GET',
        path: storePaths.stores(),
        query: { q: search.q, latitude: search.latitude, longitude: search.longitude },
        schema: () => schemas().then((m) => m.storeCollectionSchema),
        ...(options.signal ? { signal: options.signal } : {}),
      }) as Promise<StoreCollection>,
    one: (slug: string, options: CallOptions = {}): Promise<Store> =>
      request(config, {
        api: 'shop',
        method: 'GET',
        path: storePaths.store(slug),
        schema: () => schemas().then((m) => m.storeSchema),
        ...(options.signal ? { signal: options.signal } : {}),
      }) as Promise<Store>,
  };
}
