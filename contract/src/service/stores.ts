// The shop's physical stores (spec §2 store list and single store, §3 "Shop", §4 "Shop opening tags"):
// `GET /shop/stores` and `GET /shop/stores/{slug}`, served from content with their hours and time zone.
import { z } from 'zod/mini';
import { COUNTRIES } from '../shared/locales.ts';
import { hydraCollectionSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { STORE_SERVICES, STORE_WEEKDAYS, type StoreWeekday } from './store-rules.ts';

export * from './store-rules.ts';

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
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
      z.ZodMiniArray<typeof openingSpanSchema>
    >,
  ),
  specialDays: z.array(storeSpecialDaySchema),
  services: z.array(z.object({ code: z.enum(STORE_SERVICES), label: z.string() })),
  /** Kilometres from the searched place or the visitor's position, when one was given. */
  distanceKm: z.nullable(z.number().check(z.nonnegative())),
  /** The server's clock when it answered: the opening tags are computed from it, not from the browser's. */
  now: z.iso.datetime(),
});
export type Store = z.infer<typeof storeSchema>;
export type StoreSpecialDay = z.infer<typeof storeSpecialDaySchema>;

export const storeCollectionSchema = z.extend(hydraCollectionSchema(storeSchema), {
  /** Where the distances were measured from: a postcode's area, the visitor's position, or nothing. */
  origin: z.enum(['postcode', 'position', 'none']),
  /** The point distances were measured from (a postcode's area is approximate), or null. */
  from: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
  now: z.iso.datetime(),
});
export type StoreCollection = z.infer<typeof storeCollectionSchema>;

/** `GET /shop/stores` query: a town or postcode (`q`), or the visitor's position. */
export const storeSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim()).check(z.maxLength(100))),
  latitude: z.optional(z.coerce.number().check(z.minimum(-90)).check(z.maximum(90))),
  longitude: z.optional(z.coerce.number().check(z.minimum(-180)).check(z.maximum(180))),
});
