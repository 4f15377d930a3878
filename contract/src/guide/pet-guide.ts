// The guides for one of the customer's pets (issue 16): the kibble guide's recommendations and the cat
// bi-nutrition menu (spec §4 "Guides": choose recipes, choose frequency 3 times a week or every day, result with
// the estimated menu duration and add to cart), with the pet checks of spec §8. Pure: the server runs it on the
// stored pet and the catalogue, the mocks on their fixtures.
import { z } from 'zod/mini';
import { DELIVERY_FREQUENCY_CODES } from '../subscription/frequencies.ts';
import { PET } from '../shared/limits.ts';
import { iriSchema } from '../shared/jsonld.ts';
import { RECOMMENDATION_REFUSALS, type RecommendationRefusal } from './rations.ts';
import { gramsForEnergy, petEnergyNeedKcal } from './energy.ts';
import { subscriptionIntervalFor } from './frequency.ts';

export { subscriptionIntervalFor };

/** The spec gives no number (§9 "Maximum recipes in a bi-nutrition choice: not shown"): three wet recipes keep a
 * rotation varied without buying more trays than a month uses. */
export const BI_NUTRITION_MAX_RECIPES = 3;
/** On a day with wet food, the wet food brings half of the day's energy and the kibble the other half. */
export const BI_NUTRITION_WET_SHARE = 0.5;
export const WET_DAYS_PER_WEEK = { three_times_a_week: 3, every_day: 7 } as const;

/** The texts of the pet checks of spec §8 (FR/NL); not eligible and no recipes say 'service currently unavailable'. */
export const recommendationRefusalTexts: Record<RecommendationRefusal, { fr: string; nl: string }> = {
  dog_kibble_for_cat_menu: {
    fr: 'Ces croquettes sont faites pour les chiens : choisissez des croquettes pour chat pour ce menu.',
    nl: 'Deze brokken zijn voor honden: kies kattenbrokken voor dit menu.',
  },
  dog_pet_type: {
    fr: 'Le menu bi-nutrition est réservé aux chats.',
    nl: 'Het bi-voedingsmenu is alleen voor katten.',
  },
  overweight: {
    fr: 'Votre animal est en surpoids : demandez conseil à votre vétérinaire avant de changer son alimentation.',
    nl: 'Uw dier heeft overgewicht: vraag uw dierenarts om advies voordat u zijn voeding verandert.',
  },
  pathology_needs_vet: {
    fr: 'Avec cette pathologie, son alimentation doit être choisie avec votre vétérinaire.',
    nl: 'Met deze aandoening moet de voeding samen met uw dierenarts worden gekozen.',
  },
  kitten_with_adult_food: {
    fr: 'Un chaton a besoin d’une alimentation pour chaton : choisissez des recettes chaton.',
    nl: 'Een kitten heeft kittenvoeding nodig: kies kittenrecepten.',
  },
  adult_cat_with_kitten_food: {
    fr: 'Les recettes pour chaton ne conviennent pas à un chat adulte.',
    nl: 'Kittenrecepten zijn niet geschikt voor een volwassen kat.',
  },
  not_eligible: {
    fr: 'Service actuellement indisponible.',
    nl: 'Deze dienst is momenteel niet beschikbaar.',
  },
  no_recipes: {
    fr: 'Service actuellement indisponible.',
    nl: 'Deze dienst is momenteel niet beschikbaar.',
  },
  technical_error: {
    fr: 'Une erreur est survenue',
    nl: 'Er is een fout opgetreden',
  },
};

/** What the guides need to know of a food (the server maps the catalogue to it). */
export interface GuideFood {
  sku: string;
  animal: 'dog' | 'cat';
  foodType: 'dry' | 'wet';
  lifeStage: 'puppy' | 'kitten' | 'adult' | 'senior';
  energyKcalPerKg: number;
  packs: readonly { code: string; grams: number; inStock: boolean }[];
}

/** What the guides need to know of the pet. */
export interface GuidePet {
  type: 'dog' | 'cat';
  ageMonths: number;
  weightKg: number;
  sterilized: boolean;
  activity: string;
  condition: string;
  feature: string;
}

const refusalsSchema = z.array(z.enum(RECOMMENDATION_REFUSALS));
const packSchema = z.object({
  sku: z.string(),
  /** The pack suggested (8-digit variant code): the smallest in stock that lasts 3 weeks, else the largest. */
  variant: z.nullable(z.string()),
  daysPerPack: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
});

/** GET /shop/animals/{id}/recommendations: the kibble guide's result for the pet. */
export const petRecommendationSchema = z.object({
  animal: iriSchema,
  eligible: z.boolean(),
  refusals: refusalsSchema,
  /** Messages of the refusals in the request's language, in the same order. */
  messages: z.array(z.string()),
  energyKcalPerDay: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  products: z.array(
    z.extend(packSchema, {
      main: z.boolean(),
      gramsPerDay: z.nullable(z.number().check(z.int()).check(z.positive())),
      /** The delivery frequency (days) suggested for a subscription: what the pack lasts, rounded down. */
      subscriptionInterval: z.nullable(z.number().check(z.int())),
    }),
  ),
});
export type PetRecommendation = z.infer<typeof petRecommendationSchema>;

/** GET /shop/animals/{id}/bi-nutrition-recipes: the kibbles and wet recipes offered for the cat. */
export const biNutritionChoicesSchema = z.object({
  animal: iriSchema,
  maxRecipes: z.number().check(z.int()).check(z.positive()),
  kibbles: z.array(z.string()),
  recipes: z.array(z.string()),
  /** The kibble suggested (the kibble guide's first choice), null when there is none. */
  suggestedKibble: z.nullable(z.string()),
});
export type BiNutritionChoices = z.infer<typeof biNutritionChoicesSchema>;

/** POST /shop/animals/{id}/bi-nutrition-menu body: the recipe choice (spec §5) and the kibble (default: the suggested one). */
export function biNutritionMenuBodySchema(max = BI_NUTRITION_MAX_RECIPES) {
  return z.object({
    recipes: z
      .array(z.string().check(z.maxLength(64)), { error: 'required' })
      .check(z.minLength(1, { error: 'array_too_short' }))
      .check(z.maxLength(max, { error: 'array_too_long' })),
    mealFrequency: z.enum(PET.mealFrequencies, { error: 'required' }),
    kibble: z.optional(z.string().check(z.maxLength(64))),
  });
}
export type BiNutritionMenuBody = z.input<ReturnType<typeof biNutritionMenuBodySchema>>;

export const biNutritionMenuSchema = z.object({
  animal: iriSchema,
  eligible: z.boolean(),
  refusals: refusalsSchema,
  messages: z.array(z.string()),
  mealFrequency: z.enum(PET.mealFrequencies),
  wetDaysPerWeek: z.number().check(z.int()),
  energyKcalPerDay: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  kibble: z.nullable(
    z.extend(packSchema, { gramsOnWetDays: z.number().check(z.int()), gramsOnDryDays: z.number().check(z.int()) }),
  ),
  recipes: z.array(z.extend(packSchema, { gramsPerWetDay: z.number().check(z.int()), wetDaysPerWeek: z.number() })),
  /** Days until the first pack of the menu runs out. */
  durationDays: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  subscriptionInterval: z.nullable(z.number().check(z.int())),
});
export type BiNutritionMenu = z.infer<typeof biNutritionMenuSchema>;

/** The pet checks of spec §8 that apply to a menu or a food choice. */
export function petChecks(pet: GuidePet, foods: readonly GuideFood[], menu: boolean): RecommendationRefusal[] {
  const refusals: RecommendationRefusal[] = [];
  const young = pet.ageMonths <= PET.puppyMaxMonths;
  if (menu && pet.type === 'dog') refusals.push('dog_pet_type');
  if (menu && foods.some((f) => f.animal === 'dog')) refusals.push('dog_kibble_for_cat_menu');
  if (menu && (pet.condition === 'overweight' || pet.condition === 'large_belly')) refusals.push('overweight');
  if (pet.feature !== 'none' && pet.feature !== '') refusals.push('pathology_needs_vet');
  const catFoods = foods.filter((f) => f.animal === 'cat');
  if (pet.type === 'cat' && young && catFoods.some((f) => f.lifeStage !== 'kitten'))
    refusals.push('kitten_with_adult_food');
  if (pet.type === 'cat' && !young && catFoods.some((f) => f.lifeStage === 'kitten'))
    refusals.push('adult_cat_with_kitten_food');
  return refusals;
}

/** The smallest in-stock pack lasting at least 21 days at `gramsPerDay`, else the largest in stock. */
export function choosePack(food: GuideFood, gramsPerDay: number) {
  const packs = food.packs.filter((p) => p.inStock).sort((a, b) => a.grams - b.grams);
  if (packs.length === 0 || !(gramsPerDay > 0)) return { sku: food.sku, variant: null, daysPerPack: null };
  const minDays = DELIVERY_FREQUENCY_CODES[0] ?? 21;
  const pack = packs.find((p) => p.grams / gramsPerDay >= minDays) ?? packs[packs.length - 1]!;
  return { sku: food.sku, variant: pack.code, daysPerPack: Math.floor(pack.grams / gramsPerDay) };
}

/** The kibble guide: the foods offered for the pet (best first), each with its ration and suggested pack. */
export function petRecommendation(pet: GuidePet, ranked: readonly GuideFood[]) {
  const energy = petEnergyNeedKcal({ ...pet, weightKg: pet.weightKg });
  const refusals = petChecks(pet, [], false);
  if (energy === null) refusals.push('technical_error');
  if (refusals.length === 0 && ranked.length === 0) refusals.push('no_recipes');
  if (refusals.length > 0) return { eligible: false, refusals, energyKcalPerDay: null, products: [] };
  return {
    eligible: true,
    refusals,
    energyKcalPerDay: Math.round(energy!),
    products: ranked.map((food, i) => {
      const gramsPerDay = gramsForEnergy(energy!, food.energyKcalPerKg);
      const pack = choosePack(food, gramsPerDay);
      return { ...pack, main: i === 0, gramsPerDay, subscriptionInterval: subscriptionIntervalFor(pack.daysPerPack) };
    }),
  };
}

/** The bi-nutrition menu: kibble every day, wet recipes in turn on the wet days, each food's packs and how long they last. */
export function biNutritionMenu(
  pet: GuidePet,
  kibble: GuideFood | undefined,
  recipes: readonly (GuideFood | undefined)[],
  mealFrequency: keyof typeof WET_DAYS_PER_WEEK,
) {
  const wetDaysPerWeek = WET_DAYS_PER_WEEK[mealFrequency];
  const known = recipes.filter((r): r is GuideFood => r !== undefined);
  const base = { mealFrequency, wetDaysPerWeek };
  const refusals = petChecks(pet, kibble ? [kibble, ...known] : known, true);
  // A recipe that does not exist, a kibble that is wet or a recipe that is dry: the menu cannot be made.
  if (
    known.length !== recipes.length ||
    !kibble ||
    kibble.foodType !== 'dry' ||
    known.some((r) => r.foodType !== 'wet')
  )
    refusals.push('not_eligible');
  const energy = petEnergyNeedKcal(pet);
  if (energy === null) refusals.push('technical_error');
  const stocked = [kibble, ...known].every((f) => f === undefined || f.packs.some((p) => p.inStock));
  if (!stocked) refusals.push('no_recipes');
  if (refusals.length > 0)
    return {
      ...base,
      eligible: false,
      refusals: [...new Set(refusals)],
      energyKcalPerDay: null,
      kibble: null,
      recipes: [],
      durationDays: null,
      subscriptionInterval: null,
    };

  const wetKcal = energy! * BI_NUTRITION_WET_SHARE;
  const gramsOnWetDays = gramsForEnergy(energy! - wetKcal, kibble!.energyKcalPerKg);
  const gramsOnDryDays = gramsForEnergy(energy!, kibble!.energyKcalPerKg);
  const kibblePerDay = (wetDaysPerWeek * gramsOnWetDays + (7 - wetDaysPerWeek) * gramsOnDryDays) / 7;
  const kibblePack = choosePack(kibble!, kibblePerDay);
  const wetDaysEach = wetDaysPerWeek / known.length;
  const recipePacks = known.map((recipe) => {
    const gramsPerWetDay = gramsForEnergy(wetKcal, recipe.energyKcalPerKg);
    return { ...choosePack(recipe, (gramsPerWetDay * wetDaysEach) / 7), gramsPerWetDay, wetDaysPerWeek: wetDaysEach };
  });
  const days = [kibblePack, ...recipePacks].map((p) => p.daysPerPack);
  const durationDays = days.some((d) => d === null) ? null : Math.min(...(days as number[]));
  return {
    ...base,
    eligible: true,
    refusals: [] as RecommendationRefusal[],
    energyKcalPerDay: Math.round(energy!),
    kibble: { ...kibblePack, gramsOnWetDays, gramsOnDryDays },
    recipes: recipePacks,
    durationDays,
    subscriptionInterval: subscriptionIntervalFor(durationDays),
  };
}
