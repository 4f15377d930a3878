import { storeCalls } from '@gamelle/contract/service/store-api';
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, type Locale } from '../shared/index.ts';

/** The store list's URL state: `vue` (map or list), `q` (a town or postcode), `lat`/`lng` ("near me"). */
export interface StoreListSearch {
  vue?: 'carte' | 'liste';
  q?: string;
  lat?: number;
  lng?: number;
}

export function parseStoreListSearch(raw: Record<string, unknown>): StoreListSearch {
  const search: StoreListSearch = {};
  if (raw.vue === 'carte' || raw.vue === 'liste') search.vue = raw.vue;
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 100) : '';
  if (q) search.q = q;
  const lat = Number(raw.lat);
  const lng = Number(raw.lng);
  if (!q && raw.lat !== undefined && raw.lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    // Rounded to ~1 km: enough to rank stores, and the URL does not pin the visitor's doorstep.
    search.lat = Math.round(lat * 100) / 100;
    search.lng = Math.round(lng * 100) / 100;
  }
  return search;
}

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
