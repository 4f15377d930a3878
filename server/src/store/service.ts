// The store finder's rules live in content's API mapping (shared with the mocks); here they read the shop's clock.
import type { Locale } from '@gamelle/contract';
import type { Store, StoreCollection } from '@gamelle/contract/service/stores';
import { storeBySlug, storeList, type StoreSearch } from '@gamelle/content/api';
import { notFound } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';

export function listStores(services: Services, search: StoreSearch, locale: Locale): StoreCollection {
  return storeList(search, locale, services.clock.now());
}

export function readStore(services: Services, slug: string, locale: Locale): Store {
  const store = storeBySlug(slug, locale, services.clock.now());
  if (!store) throw notFound('Store not found');
  return store;
}
