// The guides for one of the customer's pets: the kibble guide's recommendations and the cat bi-nutrition menu,
// on the stored pet (its age today by the shop's clock) and the catalogue. The rules and rations are the contract's
// (guide/pet-guide.ts, FEDIAF energy in guide/energy.ts); the ranking is the content API's recommendation. No HTTP.
import type { Locale } from '@gamelle/contract';
import {
  BI_NUTRITION_MAX_RECIPES,
  biNutritionMenu,
  type GuideFood,
  type GuidePet,
  petRecommendation,
  recommendationRefusalTexts,
} from '@gamelle/contract/guide';
import type { RecommendationRefusal } from '@gamelle/contract/guide/rations';
import { petAgeInMonths } from '@gamelle/contract/pet/age';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { productBySku, products, type Product } from '@gamelle/content';
import { recommend } from '@gamelle/content/api';
import type { Services } from '../shared/services.ts';
import { ownAnimal, shopToday } from '../pet/service.ts';
import type { AnimalRow } from '../pet/repository.ts';

/** The catalogue as the guides read it, mapped once. */
const foods = new Map<string, GuideFood>();
function guideFood(product: Product): GuideFood {
  let food = foods.get(product.sku);
  if (!food) {
    food = {
      sku: product.sku,
      animal: product.filters.animal,
      foodType: product.filters.food_type,
      lifeStage: product.filters.life_stage,
      energyKcalPerKg: product.metabolizable_energy_kcal_per_kg,
      packs: product.variants.map((v) => ({ code: v.code, grams: v.weight_grams, inStock: v.stock === 'in_stock' })),
    };
    foods.set(product.sku, food);
  }
  return food;
}

function sellable(product: Product): boolean {
  return product.viewable && !product.old_product;
}

function foodBySku(sku: string): GuideFood | undefined {
  const product = productBySku(sku);
  return product && sellable(product) ? guideFood(product) : undefined;
}

function guidePet(row: AnimalRow, today: string): GuidePet {
  return {
    type: row.type as GuidePet['type'],
    ageMonths: petAgeInMonths(
      { birthday: row.birthday, years: row.age_years, months: row.age_months, ageGivenOn: row.age_given_on },
      today,
    ),
    weightKg: row.weight_grams / 1000,
    sterilized: row.sterilized === 1,
    activity: row.activity,
    condition: row.condition,
    feature: row.feature,
  };
}

function texts(refusals: readonly RecommendationRefusal[], locale: Locale): string[] {
  return refusals.map((r) => recommendationRefusalTexts[r][locale]);
}

/** Dry foods for the pet, best first (the content API's ranking for its type, stage and needs). */
function rankedKibbles(row: AnimalRow, pet: GuidePet): GuideFood[] {
  const ranked = recommend(
    {
      animal: {
        type: pet.type,
        ageInMonths: pet.ageMonths,
        weight: pet.weightKg,
        sterilized: pet.sterilized,
        condition: row.condition as 'good',
        activity: pet.activity,
        // The pathology check is the guide's own (petChecks): rank as if there were none.
        feature: 'none',
      },
    },
    { list: true },
  );
  return ranked.products
    .map((p) => foodBySku(p.sku))
    .filter((f): f is GuideFood => f !== undefined && f.foodType === 'dry');
}

export async function recommendationsFor(services: Services, customerId: number, id: number | null, locale: Locale) {
  const row = await ownAnimal(services, customerId, id);
  const pet = guidePet(row, shopToday(services));
  const result = petRecommendation(pet, rankedKibbles(row, pet));
  return { animal: shopIri('animals', row.id), ...result, messages: texts(result.refusals, locale) };
}

export async function biNutritionChoices(services: Services, customerId: number, id: number | null) {
  const row = await ownAnimal(services, customerId, id);
  const pet = guidePet(row, shopToday(services));
  const cat = products.filter((p) => sellable(p) && p.filters.animal === 'cat').map(guideFood);
  const stage = pet.ageMonths <= 12 ? 'kitten' : pet.ageMonths >= 132 ? 'senior' : 'adult';
  // The pet's own stage first; the others stay offered (the checks then say why they do not suit).
  const order = (f: GuideFood) => (f.lifeStage === stage ? 0 : 1);
  const sorted = [...cat].sort((a, b) => order(a) - order(b));
  const suggested = pet.type === 'cat' ? (rankedKibbles(row, pet)[0]?.sku ?? null) : null;
  return {
    animal: shopIri('animals', row.id),
    maxRecipes: BI_NUTRITION_MAX_RECIPES,
    kibbles: sorted.filter((f) => f.foodType === 'dry').map((f) => f.sku),
    recipes: sorted.filter((f) => f.foodType === 'wet').map((f) => f.sku),
    suggestedKibble: suggested,
  };
}

export async function biNutritionMenuFor(
  services: Services,
  customerId: number,
  id: number | null,
  body: { recipes: string[]; mealFrequency: 'three_times_a_week' | 'every_day'; kibble?: string | undefined },
  locale: Locale,
) {
  const row = await ownAnimal(services, customerId, id);
  const pet = guidePet(row, shopToday(services));
  const kibble = body.kibble !== undefined ? foodBySku(body.kibble) : rankedKibbles(row, pet)[0];
  const menu = biNutritionMenu(pet, kibble, body.recipes.map(foodBySku), body.mealFrequency);
  return { animal: shopIri('animals', row.id), ...menu, messages: texts(menu.refusals, locale) };
}
