// `GET /shop/product-reviews?productCode=&page=&itemsPerPage=&rating=&locale=` (issue 22): a product's verified
// reviews, newest first, in the request's language. A bad query is a 400 that says which parameter, in the
// request's language; an unknown product a 404. HTTP only; the pages are in service.ts.
import { readReviewQuery } from '@gamelle/contract/catalogue/reviews';
import { productReviewCollectionSchema } from '@gamelle/contract/catalogue/reviews-schema';
import { serverErrorText } from '@gamelle/contract/shared/server-errors';
import { Hono } from 'hono';
import { checked } from '../shared/http/checked.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { badRequest } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { reviewPage } from './service.ts';

/** Mounted at `/v2/shop`. */
export function catalogueRoutes(_services: Services): Hono {
  const routes = new Hono();
  routes.get('/product-reviews', (c) => {
    const locale = requestLocale(c);
    const read = readReviewQuery(new URL(c.req.url).searchParams);
    if (!read.ok) throw badRequest(serverErrorText(locale, read.code));
    // Reviews change with a deploy, like the rest of the content: a minute in caches.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(checked(productReviewCollectionSchema, reviewPage(read.query, locale), 'product reviews'));
  });
  return routes;
}
