// Ration and recommendation calls of the content API (spec §7).
import { z } from 'zod';

/** GET b2c-rations/getReco?ref={sku}&weight={kg}&month={age in months} */
export const rationQuerySchema = z.object({
  ref: z.string().min(1),
  weight: z.coerce.number().positive(),
  month: z.coerce.number().int().nonnegative(),
});
export type RationQuery = z.infer<typeof rationQuerySchema>;

/** Daily ration in grams; null when no ration is possible (the UI asks to contact customer service). */
export const rationResponseSchema = z.object({
  ref: z.string(),
  weight: z.number(),
  month: z.number().int(),
  daily_grams: z.number().int().positive().nullable(),
});
export type RationResponse = z.infer<typeof rationResponseSchema>;

/** What the guides send about the pet. */
export const recommendationAnimalSchema = z.object({
  type: z.enum(['dog', 'cat']),
  gender: z.enum(['male', 'female']).optional(),
  name: z.string().optional(),
  breed: z.string().optional(),
  ageInMonths: z.number().int().nonnegative(),
  weight: z.number().positive(),
  sterilized: z.boolean(),
  condition: z.enum(['very_thin', 'thin', 'good', 'overweight', 'large_belly']),
  activity: z.string(),
  feature: z.string().nullable().optional(),
  kibbleBrand: z.string().optional(),
  /** Bi-nutrition: skus of the recipes chosen and how often wet food is served. */
  recipes: z.array(z.string()).optional(),
  mealFrequency: z.enum(['three_times_a_week', 'every_day']).optional(),
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
      daily_grams: z.number().int().positive().nullable(),
      /** Bi-nutrition: how many days the menu lasts with the recommended packs. */
      menu_days: z.number().int().positive().optional(),
    }),
  ),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
