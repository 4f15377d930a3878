// Ration and recommendation calls of the content API (spec §7).
import { z } from 'zod/mini';

/** GET b2c-rations/getReco?ref={sku}&weight={kg}&month={age in months} */
export const rationQuerySchema = z.object({
  ref: z.string().check(z.minLength(1)),
  weight: z.coerce.number().check(z.positive()),
  month: z.coerce.number().check(z.int()).check(z.nonnegative()),
});
export type RationQuery = z.infer<typeof rationQuerySchema>;

/** Daily ration in grams; null when no ration is possible (the UI asks to contact customer service). */
export const rationResponseSchema = z.object({
  ref: z.string(),
  weight: z.number(),
  month: z.number().check(z.int()),
  daily_grams: z.nullable(z.number().check(z.int()).check(z.positive())),
});
export type RationResponse = z.infer<typeof rationResponseSchema>;

/** What the guides send about the pet. */
export const recommendationAnimalSchema = z.object({
  type: z.enum(['dog', 'cat']),
  gender: z.optional(z.enum(['male', 'female'])),
  name: z.optional(z.string()),
  breed: z.optional(z.string()),
  ageInMonths: z.number().check(z.int()).check(z.nonnegative()),
  weight: z.number().check(z.positive()),
  sterilized: z.boolean(),
  condition: z.enum(['very_thin', 'thin', 'good', 'overweight', 'large_belly']),
  activity: z.string(),
  feature: z.optional(z.nullable(z.string())),
  kibbleBrand: z.optional(z.string()),
  /** Bi-nutrition: skus of the recipes chosen and how often wet food is served. */
  recipes: z.optional(z.array(z.string())),
  mealFrequency: z.optional(z.enum(['three_times_a_week', 'every_day'])),
});

/** POST b2c-recommendation/getReco?list=true: `list` asks for every suitable product, not only the best one. */
export const recommendationBodySchema = z.object({ animal: recommendationAnimalSchema });
export type RecommendationBody = z.infer<typeof recommendationBodySchema>;

/** Why a pet gets no (or a restricted) recommendation: the bi-nutrition checks of spec §8. */
export const RECOMMENDATION_REFUSALS = [
  'dog_kibble_for_cat_menu',
  'dog_pet_type',
  'overweight',
  'pathology_needs_vet',
  'kitten_with_adult_food',
  'adult_cat_with_kitten_food',
  'not_eligible',
  'no_recipes',
  'technical_error',
] as const;
export type RecommendationRefusal = (typeof RECOMMENDATION_REFUSALS)[number];

export const recommendationResponseSchema = z.object({
  eligible: z.boolean(),
  refusals: z.array(z.enum(RECOMMENDATION_REFUSALS)),
  products: z.array(
    z.object({
      sku: z.string(),
      /** The best match comes first and is marked. */
      main: z.boolean(),
      daily_grams: z.nullable(z.number().check(z.int()).check(z.positive())),
      /** Bi-nutrition: how many days the menu lasts with the recommended packs. */
      menu_days: z.optional(z.number().check(z.int()).check(z.positive())),
    }),
  ),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
