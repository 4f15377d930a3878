// Site search of spec §7 (/api/search/?q=, /api/search/suggestions?q=): the server's typo-tolerant, accent-
// insensitive search over the content, in French and Dutch; the `empty` scenario finds nothing.
import { searchContent, searchSuggestions } from '@gamelle/content/api';
import { searchQuerySchema } from '@gamelle/contract/search/schema';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { http, HttpResponse } from 'msw';
import type { HandlerOptions } from '../shared/options.ts';
import { handle, languageOf, unprocessable } from '../shared/respond.ts';

export function searchHandlers(options: HandlerOptions) {
  const search = handle(({ request }) => {
    const url = new URL(request.url);
    const parsed = searchQuerySchema.safeParse({
      q: url.searchParams.get('q') ?? '',
      locale: languageOf(request),
      lite: url.searchParams.get('lite') === 'true' ? true : undefined,
      limit: url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : undefined,
    });
    if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, 'search', languageOf(request)));
    const { q, locale, lite, limit } = parsed.data;
    if (options.empty) {
      const none = { hits: [], total: 0 };
      return HttpResponse.json({ query: q, groups: { articles: none, categories: none, products: none } });
    }
    return HttpResponse.json(searchContent(q, locale, { ...(lite ? { lite } : {}), ...(limit ? { limit } : {}) }));
  });

  return [
    http.get(`*${API_BASES.search}/suggestions`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(
        options.empty ? { query: q, suggestions: [] } : searchSuggestions(q, languageOf(request)),
      );
    }),
    http.get(`*${API_BASES.search}/`, search),
    http.get(`*${API_BASES.search}`, search),
  ];
}
