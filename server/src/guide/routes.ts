// The guides of one pet (issue 16): `/shop/animals/{id}/recommendations` (kibble guide),
// `/shop/animals/{id}/bi-nutrition-recipes` and `…/bi-nutrition-menu` (cats). Owner only, like the pet itself.
import { biNutritionMenuBodySchema } from '@gamelle/contract/guide';
import { Hono } from 'hono';
import { type CustomerEnv, requiredCustomer } from '../customer/middleware.ts';
import { parseId } from '../shared/http/ids.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { json } from '../shared/http/validation.ts';
import type { Services } from '../shared/services.ts';
import * as guides from './service.ts';

/** Mounted at `/v2/shop`. */
export function guideRoutes(services: Services): Hono<CustomerEnv> {
  const me = requiredCustomer(services);
  const routes = new Hono<CustomerEnv>();

  routes.get('/animals/:id/recommendations', me, async (c) =>
    c.json(
      await guides.recommendationsFor(services, c.var.me.customerId, parseId(c.req.param('id')), requestLocale(c)),
    ),
  );

  routes.get('/animals/:id/bi-nutrition-recipes', me, async (c) =>
    c.json(await guides.biNutritionChoices(services, c.var.me.customerId, parseId(c.req.param('id')))),
  );

  routes.post(
    '/animals/:id/bi-nutrition-menu',
    me,
    json(biNutritionMenuBodySchema(), 'biNutritionRecipes'),
    async (c) =>
      c.json(
        await guides.biNutritionMenuFor(
          services,
          c.var.me.customerId,
          parseId(c.req.param('id')),
          c.req.valid('json'),
          requestLocale(c),
        ),
      ),
  );

  return routes;
}
