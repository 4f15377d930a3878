// The guides of one pet (issue 16) as the server answers them (server/src/guide/service.ts): the kibble guide's
// recommendations, the cat's bi-nutrition offer and menu, with the contract's rules (pet-guide.ts) on the mocks'
// pet, its age on the state's clock, and the catalogue of content/. Owner only, like the pet: another customer's or
// an unknown pet is a 404.
import type { Product } from '@gamelle/content';
import { productBySku, products } from '@gamelle/content';
import { recommend } from '@gamelle/content/api';
import {
  BI_NUTRITION_MAX_RECIPES,
  biNutritionMenu,
  biNutritionMenuBodySchema,
  type GuideFood,
  type GuidePet,
  petRecommendation,
  recommendationRefusalTexts,
} from '@gamelle/contract/guide/pet-guide';
import type { RecommendationRefusal } from '@gamelle/contract/guide/rations';
import { petAgeInMonths, shopDate } from '@gamelle/contract/pet/age';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import type { MockPet } from '../pet/pets.ts';
import { handle, languageOf, notFound, readBody, requireCustomer, type Language } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

export function petGuideHandlers(state: MockState) {
  const own = (request: Request): MockPet => {
    const me = requireCustomer(state, request);
    const segments = new URL(request.url).pathname.split('/');
    const pet = state.pets.get(Number(segments.at(-2)));
    if (!pet || pet.customerId !== me.id) throw notFound('Animal not found');
    return pet;
  };

  return [
    http.get(
      route('/shop/animals/:id/recommendations'),
      handle(({ request }) => {
        const pet = own(request);
        const guide = guidePet(state, pet);
        const result = petRecommendation(guide, rankedKibbles(guide));
        return HttpResponse.json({
          animal: shopIri('animals', pet.id),
          ...result,
          messages: texts(result.refusals, languageOf(request)),
        });
      }),
    ),

    http.get(
      route('/shop/animals/:id/bi-nutrition-recipes'),
      handle(({ request }) => {
        const pet = own(request);
        const guide = guidePet(state, pet);
        const cat = products.filter((p) => sellable(p) && p.filters.animal === 'cat').map(guideFood);
        const stage = guide.ageMonths <= 12 ? 'kitten' : guide.ageMonths >= 132 ? 'senior' : 'adult';
        const order = (f: GuideFood) => (f.lifeStage === stage ? 0 : 1);
        const sorted = [...cat].sort((a, b) => order(a) - order(b));
        return HttpResponse.json({
          animal: shopIri('animals', pet.id),
          maxRecipes: BI_NUTRITION_MAX_RECIPES,
          kibbles: sorted.filter((f) => f.foodType === 'dry').map((f) => f.sku),
          recipes: sorted.filter((f) => f.foodType === 'wet').map((f) => f.sku),
          suggestedKibble: guide.type === 'cat' ? (rankedKibbles(guide)[0]?.sku ?? null) : null,
        });
      }),
    ),

    http.post(
      route('/shop/animals/:id/bi-nutrition-menu'),
      handle(async ({ request }) => {
        const pet = own(request);
        const body = await readBody(request, biNutritionMenuBodySchema(), 'biNutritionRecipes');
        const guide = guidePet(state, pet);
        const kibble = body.kibble !== undefined ? foodBySku(body.kibble) : rankedKibbles(guide)[0];
        const menu = biNutritionMenu(guide, kibble, body.recipes.map(foodBySku), body.mealFrequency);
        return HttpResponse.json({
          animal: shopIri('animals', pet.id),
          ...menu,
          messages: texts(menu.refusals, languageOf(request)),
        });
      }),
    ),
  ];
}

function guidePet(state: MockState, pet: MockPet): GuidePet {
  const v = pet.values;
  const age = {
    birthday: v.birthday ?? null,
    years: v.birthday ? null : (v.years ?? 0),
    months: v.birthday ? null : (v.months ?? 0),
    ageGivenOn: pet.ageGivenOn,
  };
  return {
    type: v.type,
    ageMonths: petAgeInMonths(age, shopDate(state.now())),
    weightKg: v.weight,
    sterilized: v.sterilized,
    activity: v.activity,
    condition: v.condition,
    feature: v.feature,
  };
}

function guideFood(product: Product): GuideFood {
  return {
    sku: product.sku,
    animal: product.filters.animal,
    foodType: product.filters.food_type,
    lifeStage: product.filters.life_stage,
    energyKcalPerKg: product.metabolizable_energy_kcal_per_kg,
    packs: product.variants.map((v) => ({ code: v.code, grams: v.weight_grams, inStock: v.stock === 'in_stock' })),
  };
}

const sellable = (product: Product) => product.viewable && !product.old_product;

function foodBySku(sku: string): GuideFood | undefined {
  const product = productBySku(sku);
  return product && sellable(product) ? guideFood(product) : undefined;
}

function rankedKibbles(pet: GuidePet): GuideFood[] {
  const ranked = recommend(
    {
      animal: {
        type: pet.type,
        ageInMonths: pet.ageMonths,
        weight: pet.weightKg,
        sterilized: pet.sterilized,
        condition: pet.condition as 'good',
        activity: pet.activity,
        feature: 'none',
      },
    },
    { list: true },
  );
  return ranked.products
    .map((p) => foodBySku(p.sku))
    .filter((f): f is GuideFood => f !== undefined && f.foodType === 'dry');
}

function texts(refusals: readonly RecommendationRefusal[], language: Language): string[] {
  return refusals.map((r) => recommendationRefusalTexts[r][language]);
}
