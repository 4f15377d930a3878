import { searchQuerySchema, searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { checked } from '../shared/http/checked.ts';
import { products } from '@gamelle/content';
import { Hono } from 'hono';
import { z } from 'zod';
import { readQuery } from '../shared/http/body.ts';
import { requestLocale } from '../shared/http/locale.ts';
import type { Services } from '../shared/services.ts';
import { productHitOf, rank, searchIndex } from './catalogue-index.ts';

/** Query strings carry text: `lite=true` and `limit=5` are read into the contract's types before checking. */
const queryFromUrl = z.preprocess((raw) => {
  const q = raw as Record<string, string | undefined>;
  return {
    q: q.q ?? '',
    locale: q.locale?.toLowerCase().startsWith('nl') ? 'nl' : 'fr',
    ...(q.lite === undefined ? {} : { lite: q.lite === 'true' || q.lite === '1' }),
    ...(q.limit === undefined ? {} : { limit: Number(q.limit) }),
  };
}, searchQuerySchema);

/** `/api/search`: site search over products, categories and articles (pages and FAQ), and suggestions. */
export function searchRoutes(_services: Services): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=60');
  });

  routes.get('/', (c) => {
    const query = readQuery(c, queryFromUrl, 'search');
    const index = searchIndex(query.locale);
    const limit = query.limit ?? (query.lite ? 5 : 20);
    const lite = query.lite ?? false;
    const articles = rank(index.articles, query.q);
    const categories = rank(index.categories, query.q);
    const found = rank(index.products, query.q);
    return c.json(
      checked(
        searchResultSchema,
        {
          query: query.q,
          groups: {
            articles: { hits: articles.slice(0, limit).map((d) => d.hit), total: articles.length },
            categories: { hits: categories.slice(0, limit).map((d) => d.hit), total: categories.length },
            products: {
              hits: found.slice(0, limit).map((d) => productHitOf(d.hit, query.locale, lite)),
              total: found.length,
            },
          },
          // "Recommend": when no product matches, the best sellers keep the visitor going.
          ...(found.length === 0
            ? {
                recommended: products
                  .filter((p) => p.viewable)
                  .slice(0, 4)
                  .map((p) => productHitOf(p, query.locale, lite)),
              }
            : {}),
        },
        'search',
      ),
    );
  });

  routes.get('/suggestions', (c) => {
    const query = readQuery(c, queryFromUrl, 'search');
    const names = rank(searchIndex(requestLocale(c)).names, query.q)
      .slice(0, query.limit ?? 8)
      .map((d) => d.hit);
    return c.json(
      checked(searchSuggestionsSchema, { query: query.q, suggestions: [...new Set(names)] }, 'suggestions'),
    );
  });

  return routes;
}
