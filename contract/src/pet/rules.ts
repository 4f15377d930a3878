// Pet forms of spec §5: the full pet form, the kibble guide's steps and the bi-nutrition profile.
import { z } from 'zod/mini';
import { PET } from '../shared/limits.ts';
import {
  emptyToUndefined,
  evenWithFieldErrors,
  isCalendarDate,
  numberInput,
  optionalNumberInput,
  preprocess,
  requiredText,
  todayIsoDate,
} from '../shared/fields.ts';

export const PET_TYPES = ['dog', 'cat'] as const;
export type PetType = (typeof PET_TYPES)[number];
/** Shop API IRIs of the animal types and genders (spec §3). */
export const ANIMAL_TYPE_IRIS = { dog: '/api/v2/shop/animal-types/1', cat: '/api/v2/shop/animal-types/2' } as const;
export const ANIMAL_GENDER_IRIS = { male: '/api/v2/shop/animal-genders/1', female: '/api/v2/shop/animal-genders/2' };
export const PET_CONDITIONS = ['very_thin', 'thin', 'good', 'overweight', 'large_belly'] as const;
export type PetCondition = (typeof PET_CONDITIONS)[number];

/**
 * The birthday alternative: a date, or an age in years plus months. It counts as filled when the date is set
 * or years or months are set; `required` goes on `birthday` when none is.
 */
export const petBirthdayFields = {
  birthday: preprocess(
    emptyToUndefined,
    z.optional(
      z.string({ error: 'invalid' }).check(
        z.superRefine((value, ctx) => {
          if (!isCalendarDate(value)) return void ctx.addIssue({ code: 'custom', message: 'invalid' });
          if (value < PET.birthdayMinDate) {
            ctx.addIssue({ code: 'custom', message: 'date_too_early', params: { min: PET.birthdayMinDate } });
          }
          const today = todayIsoDate();
          if (value > today) ctx.addIssue({ code: 'custom', message: 'date_too_late', params: { max: today } });
        }),
      ),
    ),
  ),
  years: ageNumber(),
  months: ageNumber(),
};

/** The alternative groups of the pet forms, for `isFormComplete`. */
export const PET_BIRTHDAY_GROUP = ['birthday', 'years', 'months'] as const;

type BirthdayValues = { birthday?: string | undefined; years?: number | undefined; months?: number | undefined };

export function isPetBirthdayFilled(values: BirthdayValues): boolean {
  return values.birthday !== undefined || values.years !== undefined || values.months !== undefined;
}

/** Weight in kg: above 0 and below `maxExclusive`; cat forms use the 'between 1 and 13 kg' code. */
export function petWeightField(maxExclusive: number, tooHeavyCode = 'number_too_big') {
  return numberInput().check(
    z.superRefine((weight, ctx) => {
      if (!(weight > PET.weightMinExclusiveKg)) {
        const catRange = tooHeavyCode === 'weight_cat_range';
        ctx.addIssue({ code: 'custom', message: catRange ? tooHeavyCode : 'number_too_small', params: { min: 0 } });
      } else if (!(weight < maxExclusive)) {
        ctx.addIssue({ code: 'custom', message: tooHeavyCode, params: { max: maxExclusive } });
      }
    }),
  );
}

const petProfileFields = {
  type: z.enum(PET_TYPES, { error: 'required' }),
  gender: z.enum(['male', 'female'], { error: 'required' }),
  name: requiredText({ max: 255, refuseEmoji: true }),
  breed: requiredText({ max: 255 }),
  crossbreed: z.optional(z.boolean({ error: 'invalid' })),
  ...petBirthdayFields,
  sterilized: z.boolean({ error: 'required' }),
};

const petShapeFields = {
  condition: z.enum(PET_CONDITIONS, { error: 'required' }),
  activity: requiredText({ max: 64 }),
};

const petDietFields = {
  feature: requiredText({ max: 255 }),
  feeds: z.array(z.string(), { error: 'required' }).check(z.minLength(1, { error: 'array_too_short' })),
  kibbleBrand: requiredText({ max: 255 }),
  oldKibbleBrand: preprocess(emptyToUndefined, z.optional(z.string().check(z.maxLength(255, { error: 'too_long' })))),
  onlyThisBrandSinceAlways: z.optional(z.boolean({ error: 'invalid' })),
};

/** Add/edit pet (account): every field of spec §3; a cat's weight must be below 13 kg. */
export const petFormSchema = z
  .object({
    ...petProfileFields,
    weight: petWeightField(PET.guideWeightMaxExclusiveKg),
    ...petShapeFields,
    ...petDietFields,
  })
  .check(z.superRefine(petBirthdayRequired, evenWithFieldErrors))
  .check(z.superRefine(petCatWeight, evenWithFieldErrors));

/** Kibble guide, step 1 (profile). */
export const petGuideProfileSchema = z
  .object(petProfileFields)
  .check(z.superRefine(petBirthdayRequired, evenWithFieldErrors));

/** Kibble guide, step 2 (shape): weight below 100 kg. */
export const petGuideShapeSchema = z.object({
  weight: petWeightField(PET.guideWeightMaxExclusiveKg),
  ...petShapeFields,
});

/** Kibble guide, step 3 (diet). */
export const petGuideDietSchema = z.object(petDietFields);

/** Bi-nutrition guides (cats): profile with a weight below 13 kg. */
export const biNutritionProfileSchema = z
  .object({
    name: requiredText({ max: 255, refuseEmoji: true }),
    ...petBirthdayFields,
    sterilized: z.boolean({ error: 'required' }),
    weight: petWeightField(PET.catWeightMaxExclusiveKg, 'weight_cat_range'),
    ...petShapeFields,
  })
  .check(z.superRefine(petBirthdayRequired, evenWithFieldErrors));

/** Bi-nutrition recipe choice: at least one, at most `max` (the spec gives no number). */
export function biNutritionRecipesSchema(max: number) {
  return z.object({
    recipes: z
      .array(z.string(), { error: 'required' })
      .check(z.minLength(1, { error: 'array_too_short' }))
      .check(z.maxLength(max, { error: 'array_too_long' })),
    mealFrequency: z.enum(PET.mealFrequencies, { error: 'required' }),
  });
}

export type PetFormValues = z.output<typeof petFormSchema>;

function ageNumber() {
  return optionalNumberInput().check(
    z.superRefine((n, ctx) => {
      if (n === undefined) return;
      if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'invalid' });
      else if (n < 0) ctx.addIssue({ code: 'custom', message: 'number_too_small_inclusive', params: { min: 0 } });
    }),
  );
}

/** The birthday alternative's `required` (on `birthday`), for schemas built from these fields. */
export function petBirthdayRequired(values: unknown, ctx: z.core.$RefinementCtx) {
  const v = values as Record<string, unknown>;
  const filled = [v.birthday, v.years, v.months].some((x) => emptyToUndefined(x) !== undefined);
  if (!filled) ctx.addIssue({ code: 'custom', path: ['birthday'], message: 'required' });
}

/** A cat's weight below 13 kg ('weight_cat_range'), for schemas that take the type and weight. */
export function petCatWeight(values: unknown, ctx: z.core.$RefinementCtx) {
  const { type, weight } = values as Record<string, unknown>;
  if (type !== 'cat' || typeof weight !== 'number' || !(weight > 0)) return;
  if (!(weight < PET.catWeightMaxExclusiveKg)) {
    ctx.addIssue({ code: 'custom', path: ['weight'], message: 'weight_cat_range', params: { max: 13 } });
  }
}
