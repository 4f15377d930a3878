import type { SearchResult, SearchSuggestions } from '@gamelle/contract/search/schema';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../shared/index.ts';
import type { Locale } from '../shared/index.ts';

/** The site search of the server (typo-tolerant, accent-insensitive, FR and NL). */
export const searchQueries = {
  results: (q: string, locale: Locale) =>
    queryOptions({
      queryKey: ['search', locale, q],
      queryFn: () => requestJson<SearchResult>('/search', { query: { q, locale } }),
    }),
  suggestions: (q: string, locale: Locale) =>
    queryOptions({
      queryKey: ['search-suggestions', locale, q],
      queryFn: ({ signal }) =>
        requestJson<SearchSuggestions>('/search/suggestions', { query: { q, locale, lite: 'true' }, signal }),
      staleTime: 300_000,
    }),
};
