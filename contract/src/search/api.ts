// Search calls of spec §7 (`locale` query from the client's configuration).
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig, type Timeouts } from '../shared/http.ts';
import { searchPaths } from '../shared/paths.ts';
import type { SearchResult, SearchSuggestions } from './schema.ts';

export type SearchOptions = CallOptions & { lite?: boolean; limit?: number; timeouts?: Timeouts };

// Loaded only when the client validates answers (http.ts): the browser's first load carries no zod.
const searchSchemas = () => import('./schema.ts');
const searchResultSchema = () => searchSchemas().then((m) => m.searchResultSchema);
const searchSuggestionsSchema = () => searchSchemas().then((m) => m.searchSuggestionsSchema);

export function searchCalls(config: ClientConfig) {
  return {
    /**
     * Failures reject with an ApiError: 'Connection timeout' / 'Socket timeout' with status 0 on a timeout,
     * otherwise the error's message or 'Network request failed' (spec §8).
     */
    search: (q: string, options: SearchOptions = {}): Promise<SearchResult> =>
      request(config, {
        api: 'search',
        method: 'GET',
        path: searchPaths.search(),
        query: { q, lite: options.lite, limit: options.limit },
        schema: searchResultSchema,
        ...pick(options),
      }),
    suggest: (q: string, options: SearchOptions = {}): Promise<SearchSuggestions> =>
      request(config, {
        api: 'search',
        method: 'GET',
        path: searchPaths.suggestions(),
        query: { q },
        schema: searchSuggestionsSchema,
        ...pick(options),
      }),
  };
}

function pick(options: SearchOptions) {
  return {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  };
}
