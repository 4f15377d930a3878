import type { BiNutritionMenuBody } from '@gamelle/contract/guide/pet-guide';
import type { BiNutritionResultSearch } from './guide-search.ts';

/** The menu call's body from the URL's choices; null until recipes are chosen (the selection step comes first). */
export function menuBodyOf(search: BiNutritionResultSearch): BiNutritionMenuBody | null {
  const recipes = (search.recipes ?? '').split(',').filter(Boolean);
  if (recipes.length === 0) return null;
  return {
    recipes,
    mealFrequency: search.meals ?? 'three_times_a_week',
    ...(search.kibble ? { kibble: search.kibble } : {}),
  };
}
