// `GET /shop/stores` (the store finder: `q` a town or postcode, or `latitude`+`longitude`) and
// `GET /shop/stores/{slug}`. HTTP only; the rules are in service.ts.
import { storeCollectionSchema, storeSchema, storeSearchQuerySchema } from '@gamelle/contract/service/stores';
import { Hono } from 'hono';
import { checked } from '../shared/http/checked.ts';
import { readQuery } from '../shared/http/body.ts';
import { requestLocale } from '../shared/http/locale.ts';
import type { Services } from '../shared/services.ts';
import { listStores, readStore } from './service.ts';

/** Mounted at `/v2/shop`. */
export function storeRoutes(services: Services): Hono {
  const routes = new Hono();
  routes.get('/stores', (c) => {
    const search = readQuery(c, storeSearchQuerySchema, 'store_search');
    return c.json(checked(storeCollectionSchema, listStores(services, search, requestLocale(c)), 'store list'));
  });
  routes.get('/stores/:slug', (c) =>
    c.json(checked(storeSchema, readStore(services, c.req.param('slug'), requestLocale(c)), 'store')),
  );
  return routes;
}
