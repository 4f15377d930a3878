// The guides' recommendation (`POST b2c-recommendation/getReco`, contract/src/guide/rations.ts): the foods that
// suit the pet, best match first, with the checks of the bi-nutrition menu (spec §8).
import type {
  RecommendationBody,
  RecommendationRefusal,
  RecommendationResponse,
} from '@gamelle/contract/guide/rations';
import { PET } from '@gamelle/contract/shared/limits';
import { productBySku } from '../catalogue.ts';
import { products } from '../collections.ts';
import type { Product } from '../schema.ts';
import { dailyGrams } from './rations.ts';

/** Cats are seniors from 11 years (the senior recipes say 11+), dogs from 7. */
const seniorFromMonths = { dog: 7 * 12, cat: 11 * 12 } as const;

export function recommend(body: RecommendationBody, options: { list: boolean }): RecommendationResponse {
  const pet = body.animal;
  const young = pet.ageInMonths <= PET.puppyMaxMonths;
  const stage = young
    ? pet.type === 'dog'
      ? 'puppy'
      : 'kitten'
    : pet.ageInMonths >= seniorFromMonths[pet.type]
      ? 'senior'
      : 'adult';
  const refusals = checks(body, young);
  if (refusals.length > 0) return { eligible: false, refusals, products: [] };

  const candidates = products
    .filter((p) => p.viewable && !p.old_product && p.filters.animal === pet.type && p.filters.life_stage === stage)
    .filter((p) => p.variants.some((v) => v.stock === 'in_stock'))
    .map((p) => ({ product: p, score: score(p, body) }))
    .sort((a, b) => b.score - a.score || a.product.best_seller_rank - b.product.best_seller_rank);
  if (candidates.length === 0) return { eligible: false, refusals: ['no_recipes'], products: [] };

  const chosen = options.list ? candidates : candidates.slice(0, 1);
  return {
    eligible: true,
    refusals: [],
    products: chosen.map(({ product }, i) => ({
      sku: product.sku,
      main: i === 0,
      daily_grams: dailyGrams(product, pet.weight, pet.ageInMonths),
      ...(pet.recipes ? { menu_days: menuDays(product, pet.weight, pet.ageInMonths, pet.mealFrequency) } : {}),
    })),
  };
}

/** The checks of spec §8; the bi-nutrition ones apply when recipes are chosen. */
function checks(body: RecommendationBody, young: boolean): RecommendationRefusal[] {
  const pet = body.animal;
  const refusals: RecommendationRefusal[] = [];
  if (pet.feature && pet.feature !== 'none') refusals.push('pathology_needs_vet');
  if (!pet.recipes) return refusals;
  if (pet.type === 'dog') refusals.push('dog_pet_type');
  const recipes = pet.recipes.map((sku) => productBySku(sku));
  if (recipes.some((r) => r === undefined)) refusals.push('no_recipes');
  const known = recipes.filter((r): r is Product => r !== undefined);
  if (known.some((r) => r.filters.animal === 'dog')) refusals.push('dog_kibble_for_cat_menu');
  if (pet.condition === 'overweight' || pet.condition === 'large_belly') refusals.push('overweight');
  if (young && known.some((r) => r.filters.animal === 'cat' && r.filters.life_stage !== 'kitten')) {
    refusals.push('kitten_with_adult_food');
  }
  if (!young && known.some((r) => r.filters.life_stage === 'kitten')) refusals.push('adult_cat_with_kitten_food');
  return refusals;
}

function score(product: Product, body: RecommendationBody): number {
  const pet = body.animal;
  const needs = product.filters.needs;
  let s = product.relevancy;
  if (pet.sterilized === needs.includes('sterilised')) s += 30;
  if ((pet.condition === 'overweight' || pet.condition === 'large_belly') && needs.includes('weight_control')) s += 40;
  if (pet.activity === 'high' && needs.includes('active')) s += 20;
  if (pet.recipes?.includes(product.sku)) s += 50;
  if (pet.type === 'dog') {
    const size = pet.weight < 10 ? 'small' : pet.weight <= 25 ? 'medium' : 'large';
    if (product.filters.breed_size === size) s += 25;
    else if (product.filters.breed_size !== 'all') s -= 40;
  }
  return s;
}

/** How many days the largest in-stock pack lasts with this menu (wet food every day or 3 times a week). */
function menuDays(
  product: Product,
  weightKg: number,
  ageMonths: number,
  frequency: RecommendationBody['animal']['mealFrequency'],
) {
  const grams = dailyGrams(product, weightKg, ageMonths);
  const pack = Math.max(...product.variants.filter((v) => v.stock === 'in_stock').map((v) => v.weight_grams));
  if (!grams || !Number.isFinite(pack)) return undefined;
  // In a mixed menu each food brings about half the day's energy; served 3 days in 7 it lasts 7/3 longer.
  const share = frequency === 'three_times_a_week' ? (0.5 * 3) / 7 : 0.5;
  return Math.max(1, Math.round(pack / (grams * share)));
}
