// The guides' steps in the URL (read by the routes' validateSearch): the router keeps every route's search reader in
// the shell all pages load, so this file imports nothing. A value that cannot be trusted is dropped, never thrown:
// a hand-edited URL shows the first step rather than an error page.

export const KIBBLE_GUIDE_STEPS = ['profile', 'shape', 'diet'] as const;
export type KibbleGuideStep = (typeof KIBBLE_GUIDE_STEPS)[number];

/** The full bi-nutrition guide's steps before the result; the short guide has no `meals` step. */
export const BI_NUTRITION_STEPS = ['profile', 'meals', 'selection', 'ration'] as const;
export const MINI_BI_NUTRITION_STEPS = ['profile', 'selection', 'ration'] as const;
export type BiNutritionStep = (typeof BI_NUTRITION_STEPS)[number];
export const MEAL_FREQUENCIES = ['three_times_a_week', 'every_day'] as const;
export type MealFrequency = (typeof MEAL_FREQUENCIES)[number];

/** The pet form's answers of the kibble guide, as the URL carries them (strings; lists comma-separated). */
export const KIBBLE_GUIDE_FIELDS = [
  'type',
  'gender',
  'name',
  'breed',
  'birthday',
  'years',
  'months',
  'sterilized',
  'weight',
  'condition',
  'activity',
  'feature',
  'feeds',
  'kibbleBrand',
  'oldKibbleBrand',
  'onlyThisBrandSinceAlways',
] as const;
export type KibbleGuideField = (typeof KIBBLE_GUIDE_FIELDS)[number];

export type KibbleGuideSearch = { step?: KibbleGuideStep } & Partial<Record<KibbleGuideField, string>>;

export interface BiNutritionSearch {
  step?: BiNutritionStep;
  meals?: MealFrequency;
  kibble?: string;
  /** Wet recipes' skus, comma-separated. */
  recipes?: string;
}

/** The guides' result pages: the choices the result was made of (the bi-nutrition menu is computed again). */
export type BiNutritionResultSearch = Omit<BiNutritionSearch, 'step'>;

const text = (value: unknown, max = 255): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : typeof value === 'number' ? String(value) : undefined;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;

export function readKibbleGuideSearch(search: Record<string, unknown>): KibbleGuideSearch {
  const out: KibbleGuideSearch = {};
  const step = oneOf(KIBBLE_GUIDE_STEPS, search.step);
  if (step) out.step = step;
  for (const field of KIBBLE_GUIDE_FIELDS) {
    const raw = search[field];
    const value = Array.isArray(raw) ? raw.map(String).join(',') : text(raw);
    if (value !== undefined && value !== '') out[field] = value;
  }
  return out;
}

export function readBiNutritionSearch(search: Record<string, unknown>): BiNutritionSearch {
  const out: BiNutritionSearch = {};
  const step = oneOf(BI_NUTRITION_STEPS, search.step);
  if (step) out.step = step;
  Object.assign(out, readBiNutritionResultSearch(search));
  return out;
}

export function readBiNutritionResultSearch(search: Record<string, unknown>): BiNutritionResultSearch {
  const out: BiNutritionResultSearch = {};
  const meals = oneOf(MEAL_FREQUENCIES, search.meals);
  if (meals) out.meals = meals;
  const kibble = text(search.kibble, 64);
  if (kibble) out.kibble = kibble;
  const raw = search.recipes;
  const recipes = Array.isArray(raw) ? raw.map(String).join(',') : text(raw, 400);
  if (recipes) out.recipes = recipes;
  return out;
}

/** `?animal=dog|cat` of the entrances: which of the customer's pets they offer first (the Dutch /abonnement/ links). */
export interface GuideEntranceSearch {
  animal?: 'dog' | 'cat';
}
export function readGuideEntranceSearch(search: Record<string, unknown>): GuideEntranceSearch {
  const animal = oneOf(['dog', 'cat'] as const, search.animal);
  return animal ? { animal } : {};
}
