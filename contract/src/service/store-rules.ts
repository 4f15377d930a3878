// The store finder's rules without zod (the browser imports these): weekdays, time zones, services and their
// labels, the paths, the schedule the design system's ShopHoursTag reads, and the distance between two points.
import type { CountryCode, Locale } from '../shared/locales.ts';
import type { Store } from './stores.ts';

export const STORE_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type StoreWeekday = (typeof STORE_WEEKDAYS)[number];

/** Each store's clock is its country's: the tag "closes in 20 min" is read in the store's zone. */
export const STORE_TIME_ZONES: Record<CountryCode, string> = {
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
};

export const STORE_SERVICES = ['parking', 'click_and_collect', 'grooming', 'nutrition_advice'] as const;
export type StoreService = (typeof STORE_SERVICES)[number];

export const STORE_SERVICE_LABELS: Record<Locale, Record<StoreService, string>> = {
  fr: {
    parking: 'Parking',
    click_and_collect: 'Retrait en magasin',
    grooming: 'Toilettage',
    nutrition_advice: 'Conseil nutrition',
  },
  nl: {
    parking: 'Parking',
    click_and_collect: 'Afhalen in de winkel',
    grooming: 'Trimsalon',
    nutrition_advice: 'Voedingsadvies',
  },
};

export const storePaths = {
  stores: () => '/shop/stores',
  store: (slug: string) => `/shop/stores/${encodeURIComponent(slug)}`,
} as const;
export const storeRoutes = { stores: '/shop/stores', store: '/shop/stores/:slug' } as const;

/** The schedule the design system's ShopHoursTag reads (`ShopSchedule`), from a store's answer. */
export function storeSchedule(store: Pick<Store, 'openingHours' | 'specialDays' | 'timeZone'>) {
  return {
    weekly: store.openingHours,
    specialOpenings: store.specialDays
      .filter((d) => d.kind === 'opening')
      .map((d) => ({ from: d.from, to: d.to, hours: d.hours })),
    specialClosings: store.specialDays.filter((d) => d.kind === 'closing').map((d) => ({ from: d.from, to: d.to })),
    timeZone: store.timeZone,
  };
}

/** Great-circle distance in kilometres (haversine), rounded to 0.1 km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}
