// The store list's URL state, read by the route's validateSearch: the router keeps every route's search reader in
// the shell that all pages load, so this file imports nothing (the store calls stay in store-api.ts, route-split).

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
