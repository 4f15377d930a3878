import { DEFAULT_SORT_MODE, SORT_MODES, type SortMode } from '@gamelle/contract/shared/limits';

/** Attribute codes a listing can be filtered on (the facets the content API returns). */
export const filterCodes = ['animal', 'food_type', 'life_stage', 'needs', 'breed_size', 'grain_free'] as const;
export type FilterCode = (typeof filterCodes)[number];

/** The category page's URL state (spec §2: filters and sort in the URL, shareable, rendered on the server). */
export type CategorySearch = { sort?: SortMode } & Partial<Record<FilterCode, string[]>>;

/**
 * Reads the category page's URL state. A wrong value is dropped rather than failing the page. Hand-written, not a
 * zod schema: it is part of the route tree, so it ships on every page's first load.
 *
 * Every key is set, `undefined` when absent or wrong: the router spreads this over the URL's raw parameters
 * (`{ ...raw, ...validated }`), so a key left out kept the raw value, and `?sort=xyz` reached the content API,
 * whose 422 made the category page a 500.
 */
export function parseCategorySearch(input: Record<string, unknown>): CategorySearch {
  const sort = input['sort'];
  const search: CategorySearch = {
    sort: typeof sort === 'string' && (SORT_MODES as readonly string[]).includes(sort) ? (sort as SortMode) : undefined,
  };
  for (const code of filterCodes) search[code] = isScalarOrList(input[code]) ? toValueList(input[code]) : undefined;
  return search;
}

/** One facet in the URL: `?needs=sterilised,sensitive` (or repeated, as a plain GET form sends it). */
function isScalarOrList(raw: unknown): boolean {
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  return scalar(raw) || (Array.isArray(raw) && raw.every(scalar));
}

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

/** The ticked filter values in the facets' order, each as its own `{ code, value }` (chips, "remove" links). */
export function activeFilters(search: CategorySearch): { code: FilterCode; value: string }[] {
  return filterCodes.flatMap((code) => (search[code] ?? []).map((value) => ({ code, value })));
}
