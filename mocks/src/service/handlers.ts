// Customer service of spec §2: the store finder (`GET /shop/stores`, `GET /shop/stores/{slug}`), answered by the
// same content mapping as the server (`@gamelle/content/api`), on the mocks' clock; the `empty` scenario finds none.
import { storeBySlug, storeList } from '@gamelle/content/api';
import { storeRoutes, storeSearchQuerySchema } from '@gamelle/contract/service/stores';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { http, HttpResponse } from 'msw';
import type { HandlerOptions } from '../shared/options.ts';
import type { MockState } from '../shared/state.ts';
import { handle, languageOf, notFound, unprocessable } from '../shared/respond.ts';

export function serviceHandlers(state: MockState, options: HandlerOptions) {
  const shop = (route: string) => `*${API_BASES.shop}${route}`;
  return [
    http.get(
      shop(storeRoutes.stores),
      handle(({ request }) => {
        const locale = languageOf(request);
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const parsed = storeSearchQuerySchema.safeParse(query);
        if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, 'store_search', locale));
        const now = state.now();
        if (options.empty) {
          return HttpResponse.json({
            ...hydraCollection([], '/api/v2/shop/stores'),
            origin: 'none',
            from: null,
            now: now.toISOString(),
          });
        }
        return HttpResponse.json(storeList(parsed.data, locale, now));
      }),
    ),
    http.get(
      shop(storeRoutes.store),
      handle(({ request, params }) => {
        const store = storeBySlug(String(params.slug), languageOf(request), state.now());
        if (!store) throw notFound('Store not found');
        return HttpResponse.json(store);
      }),
    ),
  ];
}
