// The guide calls of one pet (issue 16): the kibble guide's recommendations and the cat bi-nutrition menu, under
// /shop/animals/{id}. Answers' schemas load only when the client validates (http.ts), so the guide pages bring no
// zod to the browser.
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import type { BiNutritionChoices, BiNutritionMenu, BiNutritionMenuBody, PetRecommendation } from './pet-guide.ts';

const e = encodeURIComponent;
/** Paths relative to `API_BASES.shop`. */
export const guidePaths = {
  recommendations: (id: number | string) => `/shop/animals/${e(String(id))}/recommendations`,
  biNutritionRecipes: (id: number | string) => `/shop/animals/${e(String(id))}/bi-nutrition-recipes`,
  biNutritionMenu: (id: number | string) => `/shop/animals/${e(String(id))}/bi-nutrition-menu`,
} as const;

const schemas = () => import('./pet-guide.ts');

export function guideCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** GET the kibble guide's result for the stored pet (its age today by the shop's clock). */
    recommendations: (id: number | string, options: CallOptions = {}): Promise<PetRecommendation> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: guidePaths.recommendations(id),
        schema: () => schemas().then((m) => m.petRecommendationSchema),
      }),
    /** GET the kibbles and wet recipes offered to the cat, the maximum of recipes and the suggested kibble. */
    biNutritionRecipes: (id: number | string, options: CallOptions = {}): Promise<BiNutritionChoices> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: guidePaths.biNutritionRecipes(id),
        schema: () => schemas().then((m) => m.biNutritionChoicesSchema),
      }),
    /** POST the recipe choice; answers the menu, or its refusals with their messages (spec §8), as a 200. */
    biNutritionMenu: (
      id: number | string,
      body: BiNutritionMenuBody,
      options: CallOptions = {},
    ): Promise<BiNutritionMenu> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: guidePaths.biNutritionMenu(id),
        body,
        schema: () => schemas().then((m) => m.biNutritionMenuSchema),
      }),
  };
}
