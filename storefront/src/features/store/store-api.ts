import { storeCalls } from '@gamelle/contract/service/store-api';
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, type Locale } from '../shared/index.ts';
import type { StoreListSearch } from './store-search.ts';

export const storeQueries = {
  list: (search: StoreListSearch, locale: Locale) =>
    queryOptions({
      queryKey: ['stores', locale, search.q ?? '', search.lat ?? null, search.lng ?? null],
      queryFn: ({ signal }) =>
        storeCalls(apiConfig(locale)).list({ q: search.q, latitude: search.lat, longitude: search.lng }, { signal }),
      staleTime: 60_000,
    }),
  one: (slug: string, locale: Locale) =>
    queryOptions({
      queryKey: ['store', locale, slug],
      queryFn: ({ signal }) => storeCalls(apiConfig(locale)).one(slug, { signal }),
      staleTime: 60_000,
    }),
};
