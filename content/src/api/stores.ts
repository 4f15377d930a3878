// The store finder (`GET /shop/stores`, `GET /shop/stores/{slug}`): the shops of content in the contract's
// `Store` shape, in one language, ranked by distance from a postcode's area or the visitor's position, or filtered
// by town. The server and the mocks answer with these same functions; `now` is the caller's clock.
import type { Locale } from '@gamelle/contract';
import {
  STORE_SERVICE_LABELS,
  STORE_TIME_ZONES,
  distanceKm,
  type Store,
  type StoreCollection,
} from '@gamelle/contract/service/stores';
import { hydraCollection, shopIri } from '@gamelle/contract/shared/jsonld';
import { shops } from '../collections.ts';
import type { Shop } from '../schema.ts';
import { shopBySlug } from '../site.ts';
import { parsePostcode, postcodeArea } from './postcode-areas.ts';

export interface StoreSearch {
  q?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export function storeList(search: StoreSearch, locale: Locale, now: Date): StoreCollection {
  const clock = now.toISOString();
  const q = search.q?.trim() ?? '';
  let origin: StoreCollection['origin'] = 'none';
  let from: { latitude: number; longitude: number } | null = null;
  let found: readonly Shop[] = shops;
  const postcode = q ? parsePostcode(q) : null;
  if (postcode) {
    // A store at that very postcode is its own best position; else the postcode's area.
    const here = shops.find((s) => s.postcode === postcode.postcode && s.country === postcode.country);
    from = here
      ? { latitude: here.latitude, longitude: here.longitude }
      : postcodeArea(postcode.country, postcode.postcode);
    origin = from ? 'postcode' : 'none';
    if (!from) found = [];
  } else if (q) {
    const wanted = fold(q);
    found = wanted ? shops.filter((s) => fold(`${s.city} ${s.name}`).includes(wanted)) : shops;
  } else if (search.latitude !== undefined && search.longitude !== undefined) {
    from = { latitude: search.latitude, longitude: search.longitude };
    origin = 'position';
  }
  const members = found.map((shop) => storeView(shop, locale, clock, from ? distanceKm(from, shop) : null));
  if (from) members.sort((a, b) => a.distanceKm! - b.distanceKm! || a.name.localeCompare(b.name));
  return { ...hydraCollection(members, '/api/v2/shop/stores'), origin, from, now: clock };
}

/** One store, or undefined (the API answers 404). */
export function storeBySlug(slug: string, locale: Locale, now: Date): Store | undefined {
  const shop = shopBySlug(slug);
  return shop && storeView(shop, locale, now.toISOString(), null);
}

function storeView(shop: Shop, locale: Locale, now: string, distance: number | null): Store {
  return {
    '@id': shopIri('stores', shop.slug),
    '@type': 'Store',
    slug: shop.slug,
    name: shop.name,
    country: shop.country,
    street: shop.street,
    postcode: shop.postcode,
    city: shop.city,
    phone: shop.phone,
    email: shop.email,
    latitude: shop.latitude,
    longitude: shop.longitude,
    timeZone: STORE_TIME_ZONES[shop.country],
    openingHours: shop.opening_hours,
    specialDays: shop.special
      .map((d) => ({ kind: d.kind, from: d.from, to: d.to ?? d.from, hours: d.hours ?? [], label: d.label[locale] }))
      .sort((a, b) => a.from.localeCompare(b.from)),
    services: shop.services.map((code) => ({ code, label: STORE_SERVICE_LABELS[locale][code] })),
    distanceKm: distance,
    now,
  };
}

/** Lower case, accents and punctuation dropped: "LIÈGE" and "liege" are the same town. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
