import { DEFAULT_SORT_MODE, SORT_MODES, type SortMode } from '@gamelle/contract/constants/limits';
import * as z from 'zod/mini';

/** Attribute codes a listing can be filtered on (the facets the content API returns). */
export const filterCodes = ['animal', 'food_type', 'life_stage', 'needs', 'breed_size', 'grain_free'] as const;
export type FilterCode = (typeof filterCodes)[number];

const scalar = z.union([z.string(), z.number(), z.boolean()]);
type Scalar = string | number | boolean;

/** One facet in the URL: `?needs=sterilised,sensitive` (or repeated, as a plain GET form sends it). */
const facetValues = z.catch(
  z.optional(
    z.pipe(
      z.union([scalar, z.array(scalar)]),
      z.transform((raw: Scalar | Scalar[]) => toValueList(raw)),
    ),
  ),
  undefined,
);

/**
 * The category page's URL state (spec §2: filters and sort in the URL, shareable, rendered on the server).
 * zod/mini keeps the validator small in the bundle; a wrong value is dropped rather than failing the page.
 */
export const categorySearchSchema = z.object({
  sort: z.catch(z.optional(z.enum(SORT_MODES)), undefined),
  ...(Object.fromEntries(filterCodes.map((code) => [code, facetValues])) as Record<FilterCode, typeof facetValues>),
});
export type CategorySearch = z.output<typeof categorySearchSchema>;

/** What the content API is asked: the sort and the filters that have values. */
export function listingQuery(search: CategorySearch): { sort: SortMode; filters: Record<string, string[]> } {
  const filters: Record<string, string[]> = {};
  for (const code of filterCodes) {
    const values = search[code];
    if (values?.length) filters[code] = values;
  }
  return { sort: search.sort ?? DEFAULT_SORT_MODE, filters };
}

/** The URL state after toggling one value of a facet (the sort is kept). */
export function toggleFilter(search: CategorySearch, code: FilterCode, value: string): CategorySearch {
  const current = search[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...search, [code]: next.length ? toValueList(next) : undefined };
}

/** Values as the URL writes them: unique, sorted, so the same filters give the same (cacheable) URL. */
function toValueList(raw: unknown): string[] | undefined {
  const list = (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => /^[a-z0-9_-]{1,40}$/i.test(v));
  const unique = [...new Set(list)].sort();
  return unique.length ? unique : undefined;
}
