// JSON-LD helpers: every Shop API resource carries `@id` (its IRI) and `@type`; lists are `hydra:Collection`s.
import { z } from 'zod/mini';

/** Prefix of every Shop API IRI and path (e.g. `/api/v2/shop/addresses/12`). */
export const API_PREFIX = '/api/v2';

/** An IRI: an absolute path inside the API (e.g. `/api/v2/shop/animal-types/1`). */
export const iriSchema = z.string().check(z.regex(/^\/\S*$/, { error: 'invalid_iri' }));
export type Iri = z.infer<typeof iriSchema>;

/** `@id`, `@type` and optionally `@context`, spread into a resource's object schema. */
export const jsonLdFields = {
  '@context': z.optional(z.string()),
  '@id': iriSchema,
  '@type': z.string(),
};

/** Same as `jsonLdFields`, but `@type` must be `type`. */
export function jsonLdFieldsOf<T extends string>(type: T) {
  return { '@context': z.optional(z.string()), '@id': iriSchema, '@type': z.literal(type) };
}

/** Pagination links of a collection, when it is paginated. */
export const hydraViewSchema = z.object({
  '@id': z.string(),
  '@type': z.string(),
  'hydra:first': z.optional(z.string()),
  'hydra:last': z.optional(z.string()),
  'hydra:next': z.optional(z.string()),
  'hydra:previous': z.optional(z.string()),
});

/** A `hydra:Collection` of `member`s, as API Platform returns list endpoints. */
export function hydraCollectionSchema<T extends z.core.$ZodType>(member: T) {
  return z.object({
    '@context': z.optional(z.string()),
    '@id': z.optional(z.string()),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().check(z.int()).check(z.nonnegative()),
    'hydra:view': z.optional(hydraViewSchema),
  });
}
export type HydraCollection<T> = {
  '@context'?: string;
  '@id'?: string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: z.infer<typeof hydraViewSchema>;
};

/** Builds a collection body (server and mocks). */
export function hydraCollection<T>(members: T[], id?: string, totalItems = members.length): HydraCollection<T> {
  return {
    ...(id === undefined ? {} : { '@id': id }),
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  };
}

/** The IRI of a Shop API resource: `shopIri('addresses', 12)` → `/api/v2/shop/addresses/12`. */
export function shopIri(collection: string, id: string | number): Iri {
  return `${API_PREFIX}/shop/${collection}/${encodeURIComponent(String(id))}`;
}

// idFromIri lives in iri.ts, without zod: the browser's client calls it on every account page.
export { idFromIri } from './iri.ts';
