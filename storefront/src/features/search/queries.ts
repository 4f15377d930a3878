import { searchCalls } from '@gamelle/contract/search/api';
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, type Locale } from '../shared/index.ts';

/**
 * Hits per group on the results page: the contract's most (50) rounded to whole rows of the grid (2, 3 or 4 cards a
 * row). The server's default (20) left a « poulet » search with 23 products showing 20 and no way to the others.
 */
export const SEARCH_PAGE_HITS = 48;

/** The site search of the server (typo-tolerant, accent-insensitive, FR and NL), through the contract's client. */
export const searchQueries = {
  results: (q: string, locale: Locale) =>
    queryOptions({
      queryKey: ['search', locale, q],
      queryFn: ({ signal }) => searchCalls(apiConfig(locale)).search(q, { limit: SEARCH_PAGE_HITS, signal }),
    }),
  suggestions: (q: string, locale: Locale) =>
    queryOptions({
      queryKey: ['search-suggestions', locale, q],
      queryFn: ({ signal }) => searchCalls(apiConfig(locale)).suggest(q, { signal }),
      staleTime: 300_000,
    }),
};

/** The header's suggestions: the server's search (full hits: picture and price), a few of each group. */
export const headerSuggestionsQuery = (q: string, locale: Locale) =>
  queryOptions({
    queryKey: ['search-header', locale, q],
    queryFn: ({ signal }) => searchCalls(apiConfig(locale)).search(q, { limit: 4, signal }),
    staleTime: 300_000,
  });
