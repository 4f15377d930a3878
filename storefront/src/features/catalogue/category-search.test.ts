import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  listingQuery,
  parseCategorySearch,
  toggleFilter,
  type CategorySearch,
} from './category-search.ts';

const parse = parseCategorySearch;

describe('the category URL state', () => {
  it('reads the sort and facet values, comma-separated or repeated', () => {
    expect(parse({ sort: 'best_sellers', needs: 'sterilised,sensitive', food_type: ['wet', 'dry'] })).toEqual({
      sort: 'best_sellers',
      needs: ['sensitive', 'sterilised'],
      food_type: ['dry', 'wet'],
    });
    expect(parse({ grain_free: true }).grain_free).toEqual(['true']);
  });

  it('drops what it cannot trust instead of failing the page', () => {
    expect(parse({ sort: 'cheapest', needs: '<script>', colour: 'red' })).toEqual({});
    expect(parse({ needs: ',,' })).toEqual({});
    expect(parse({ sort: ['best_sellers'], needs: { a: 1 }, life_stage: ['adult', { b: 2 }] })).toEqual({});
  });

  it('overrides a wrong raw value the router keeps beside the parsed ones (`?sort=xyz` was a 500)', () => {
    // TanStack Router's search is `{ ...raw, ...validateSearch(raw) }`: a key the parser leaves out keeps its raw value.
    const raw = { sort: 'xyz', needs: '<script>', life_stage: 'adult' };
    const merged = { ...raw, ...parse(raw) } as CategorySearch; // what the route's loaderDeps receive
    expect(listingQuery(merged)).toEqual({ sort: 'relevancy', filters: { life_stage: ['adult'] } });
  });

  it('gives the content API its sort (relevancy by default) and only non-empty filters', () => {
    expect(listingQuery(parse({}))).toEqual({ sort: 'relevancy', filters: {} });
    expect(listingQuery(parse({ sort: 'first_sell_at', life_stage: 'adult' }))).toEqual({
      sort: 'first_sell_at',
      filters: { life_stage: ['adult'] },
    });
  });

  it('toggles a facet value on and off, keeping the rest', () => {
    const on = toggleFilter(parse({ sort: 'best_sellers' }), 'needs', 'sensitive');
    expect(on).toEqual({ sort: 'best_sellers', needs: ['sensitive'] });
    expect(toggleFilter(on, 'needs', 'sensitive')).toEqual({ sort: 'best_sellers', needs: undefined });
  });

  it("lists the ticked values in the facets' order, the last one last (the empty page offers to remove it)", () => {
    expect(activeFilters(parse({ needs: 'sterilised,sensitive', food_type: 'wet', sort: 'best_sellers' }))).toEqual([
      { code: 'food_type', value: 'wet' },
      { code: 'needs', value: 'sensitive' },
      { code: 'needs', value: 'sterilised' },
    ]);
    expect(activeFilters(parse({ sort: 'relevancy' }))).toEqual([]);
  });
});
