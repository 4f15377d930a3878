// The shop's physical stores (spec §2 store list and single store, §3 "Shop", §4 "Shop opening tags"):
// `GET /shop/stores` and `GET /shop/stores/{slug}`, served from content with their hours and time zone.
import { z } from 'zod';
import { COUNTRIES, type CountryCode, type Locale } from '../shared/locales.ts';
import { hydraCollectionSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';

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

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const openingSpanSchema = z.object({ opens: clock, closes: clock });

export const storeSpecialDaySchema = z.object({
  kind: z.enum(['closing', 'opening']),
  from: isoDate,
  /** Inclusive; equal to `from` for a single day. */
  to: isoDate,
  /** An opening's hours (they replace the weekday's); empty for a closing. */
  hours: z.array(openingSpanSchema),
  label: z.string(),
});

export const storeSchema = z.object({
  ...jsonLdFieldsOf('Store'),
  slug: z.string(),
  name: z.string(),
  country: z.enum(COUNTRIES),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  openingHours: z.object(
    Object.fromEntries(STORE_WEEKDAYS.map((d) => [d, z.array(openingSpanSchema)])) as Record<
      StoreWeekday,
      z.ZodArray<typeof openingSpanSchema>
    >,
  ),
  specialDays: z.array(storeSpecialDaySchema),
  services: z.array(z.object({ code: z.enum(STORE_SERVICES), label: z.string() })),
  /** Kilometres from the searched place or the visitor's position, when one was given. */
  distanceKm: z.number().nonnegative().nullable(),
  /** The server's clock when it answered: the opening tags are computed from it, not from the browser's. */
  now: z.iso.datetime(),
});
export type Store = z.infer<typeof storeSchema>;
export type StoreSpecialDay = z.infer<typeof storeSpecialDaySchema>;

export const storeCollectionSchema = hydraCollectionSchema(storeSchema).extend({
  /** Where the distances were measured from: a postcode's area, the visitor's position, or nothing. */
  origin: z.enum(['postcode', 'position', 'none']),
  /** The point distances were measured from (a postcode's area is approximate), or null. */
  from: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  now: z.iso.datetime(),
});
export type StoreCollection = z.infer<typeof storeCollectionSchema>;

/** `GET /shop/stores` query: a town or postcode (`q`), or the visitor's position. */
export const storeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

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
