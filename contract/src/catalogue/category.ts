// Category listing: GET b2c-products/b2c-categories/{category}?sort=&filters[...] (spec §2, §7).
import { z } from 'zod/mini';
import { SORT_MODES } from '../shared/limits.ts';
import { imageSchema } from '../content/common.ts';
import { productSummarySchema } from './product.ts';

export const categorySchema = z.object({
  /** Path of the category, e.g. `chien/croquettes`. */
  slug: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  image: z.optional(imageSchema),
  breadcrumb: z.array(z.object({ name: z.string(), slug: z.string() })),
  /** The same category's path in each language (`{ fr: 'chat', nl: 'kat' }`), for hreflang alternates. */
  alternates: z.optional(z.object({ fr: z.string(), nl: z.string() })),
  children: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const filterFacetSchema = z.object({
  code: z.string(),
  label: z.string(),
  values: z.array(
    z.object({ value: z.string(), label: z.string(), count: z.number().check(z.int()).check(z.nonnegative()) }),
  ),
});
export type FilterFacet = z.infer<typeof filterFacetSchema>;

export const categoryListingSchema = z.object({
  category: categorySchema,
  sort: z.enum(SORT_MODES),
  products: z.array(productSummarySchema),
  totalItems: z.number().check(z.int()).check(z.nonnegative()),
  facets: z.array(filterFacetSchema),
});
export type CategoryListing = z.infer<typeof categoryListingSchema>;

/** Query of a listing: sort mode and `filters[code]=value` pairs (repeated for several values). */
export const categoryQuerySchema = z.object({
  locale: z.enum(['fr', 'nl']),
  sort: z._default(z.enum(SORT_MODES), 'relevancy'),
  filters: z._default(z.record(z.string(), z.array(z.string())), {}),
  /** The sku of the product page asking: it is removed from the listing (cross-sell of the same category). */
  exclude: z.optional(z.string()),
});
export type CategoryQuery = z.input<typeof categoryQuerySchema>;
