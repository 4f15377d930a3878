import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  biNutritionProfileSchema,
  biNutritionRecipesSchema,
  isPetBirthdayFilled,
  PET_BIRTHDAY_GROUP,
  petFormSchema,
  petGuideDietSchema,
  petGuideProfileSchema,
  petGuideShapeSchema,
} from './rules.ts';
import { isFormComplete } from '../shared/form-complete.ts';
import { fieldErrorsFromZodError } from '../shared/violations.ts';

function errorsOf(schema: z.core.$ZodType, values: unknown) {
  const result = z.safeParse(schema, values);
  return result.success ? {} : fieldErrorsFromZodError(result.error);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-15T10:00:00'));
});
afterEach(() => vi.useRealTimers());

const dog = {
  type: 'dog',
  gender: 'male',
  name: 'Rex',
  breed: 'Labrador',
  birthday: '2020-03-01',
  sterilized: true,
  weight: '32,5',
  condition: 'good',
  activity: 'normal',
  feature: 'none',
  feeds: ['dry'],
  kibbleBrand: 'Autre marque',
};

describe('pet form', () => {
  it('accepts a complete dog, reading a decimal comma in the weight', () => {
    const result = z.safeParse(petFormSchema, dog);
    expect(result.success).toBe(true);
    expect(result.data?.weight).toBe(32.5);
  });

  it('requires every field of spec §5', () => {
    expect(Object.keys(errorsOf(petFormSchema, {})).sort()).toEqual(
      [
        'type',
        'gender',
        'name',
        'breed',
        'birthday',
        'sterilized',
        'weight',
        'condition',
        'activity',
        'feature',
        'feeds',
        'kibbleBrand',
      ].sort(),
    );
  });

  it('wants a weight above 0', () => {
    expect(errorsOf(petFormSchema, { ...dog, weight: 0 }).weight).toEqual({
      code: 'number_too_small',
      params: { min: 0 },
    });
    expect(errorsOf(petFormSchema, { ...dog, weight: -2 }).weight?.code).toBe('number_too_small');
    expect(errorsOf(petFormSchema, { ...dog, weight: 'lourd' }).weight?.code).toBe('invalid');
    expect(z.safeParse(petFormSchema, { ...dog, weight: 0.4 }).success).toBe(true);
  });

  it("keeps a cat below 13 kg with the cat's own message", () => {
    expect(z.safeParse(petFormSchema, { ...dog, type: 'cat', weight: 12.9 }).success).toBe(true);
    expect(errorsOf(petFormSchema, { ...dog, type: 'cat', weight: 13 }).weight?.code).toBe('weight_cat_range');
    expect(z.safeParse(petFormSchema, { ...dog, type: 'dog', weight: 13 }).success).toBe(true);
  });

  it('wants at least one feed and a kibble brand', () => {
    expect(errorsOf(petFormSchema, { ...dog, feeds: [] }).feeds).toEqual({
      code: 'array_too_short',
      params: { min: 1 },
    });
    expect(errorsOf(petFormSchema, { ...dog, kibbleBrand: '' }).kibbleBrand?.code).toBe('required');
  });

  it('refuses only the five body conditions', () => {
    for (const condition of ['very_thin', 'thin', 'good', 'overweight', 'large_belly']) {
      expect(z.safeParse(petFormSchema, { ...dog, condition }).success).toBe(true);
    }
    expect(errorsOf(petFormSchema, { ...dog, condition: 'round' }).condition?.code).toBe('required');
  });
});

describe('birthday alternatives', () => {
  const noBirthday = { ...dog, birthday: '' };

  it('counts as filled with a date, with years, or with months', () => {
    expect(z.safeParse(petFormSchema, { ...noBirthday, birthday: '2024-01-31' }).success).toBe(true);
    expect(z.safeParse(petFormSchema, { ...noBirthday, years: '3' }).success).toBe(true);
    expect(z.safeParse(petFormSchema, { ...noBirthday, months: 0 }).success).toBe(true);
    expect(z.safeParse(petFormSchema, { ...noBirthday, years: 2, months: 5 }).success).toBe(true);
  });

  it('asks for the birthday when neither a date nor an age is given', () => {
    expect(errorsOf(petFormSchema, { ...noBirthday, years: '', months: '' }).birthday?.code).toBe('required');
  });

  it('keeps the date between 1970-01-01 and today', () => {
    expect(z.safeParse(petFormSchema, { ...dog, birthday: '1970-01-01' }).success).toBe(true);
    expect(z.safeParse(petFormSchema, { ...dog, birthday: '2026-06-15' }).success).toBe(true);
    expect(errorsOf(petFormSchema, { ...dog, birthday: '1969-12-31' }).birthday).toEqual({
      code: 'date_too_early',
      params: { min: '1970-01-01' },
    });
    expect(errorsOf(petFormSchema, { ...dog, birthday: '2026-06-16' }).birthday?.code).toBe('date_too_late');
    expect(errorsOf(petFormSchema, { ...dog, birthday: '2026-13-01' }).birthday?.code).toBe('invalid');
  });

  it('wants years and months as whole numbers from 0', () => {
    expect(errorsOf(petFormSchema, { ...noBirthday, years: -1 }).years?.code).toBe('number_too_small_inclusive');
    expect(errorsOf(petFormSchema, { ...noBirthday, months: 'deux' }).months?.code).toBe('invalid');
    expect(errorsOf(petFormSchema, { ...noBirthday, years: 1.5 }).years?.code).toBe('invalid');
  });

  it('is part of "form is complete" as an alternative group', () => {
    const rule = { required: ['name'], alternatives: [PET_BIRTHDAY_GROUP] };
    expect(isFormComplete({ name: 'Rex', birthday: '', years: undefined, months: '' }, rule)).toBe(false);
    expect(isFormComplete({ name: 'Rex', months: 0 }, rule)).toBe(true);
    expect(isPetBirthdayFilled({ years: 1 })).toBe(true);
    expect(isPetBirthdayFilled({})).toBe(false);
  });
});

describe('kibble guide steps', () => {
  it('step 1 (profile) checks identity and birthday', () => {
    expect(Object.keys(errorsOf(petGuideProfileSchema, {})).sort()).toEqual(
      ['birthday', 'breed', 'gender', 'name', 'sterilized', 'type'].sort(),
    );
  });

  it('step 2 (shape) keeps the weight below 100 kg', () => {
    const shape = { weight: 99.9, condition: 'thin', activity: 'high' };
    expect(z.safeParse(petGuideShapeSchema, shape).success).toBe(true);
    expect(errorsOf(petGuideShapeSchema, { ...shape, weight: 100 }).weight).toEqual({
      code: 'number_too_big',
      params: { max: 100 },
    });
    expect(errorsOf(petGuideShapeSchema, { ...shape, weight: 0 }).weight?.code).toBe('number_too_small');
  });

  it('step 3 (diet) wants feeds and a kibble brand', () => {
    expect(Object.keys(errorsOf(petGuideDietSchema, { feeds: [] })).sort()).toEqual([
      'feature',
      'feeds',
      'kibbleBrand',
    ]);
  });
});

describe('bi-nutrition', () => {
  const cat = { name: 'Minou', years: 4, sterilized: false, weight: 4.2, condition: 'good', activity: 'indoor' };

  it('keeps the weight above 0 and below 13 kg, with the cat message', () => {
    expect(z.safeParse(biNutritionProfileSchema, cat).success).toBe(true);
    expect(errorsOf(biNutritionProfileSchema, { ...cat, weight: 13 }).weight?.code).toBe('weight_cat_range');
    expect(errorsOf(biNutritionProfileSchema, { ...cat, weight: 0 }).weight?.code).toBe('weight_cat_range');
  });

  it('limits the recipe choice to a maximum', () => {
    const schema = biNutritionRecipesSchema(2);
    expect(z.safeParse(schema, { recipes: ['A'], mealFrequency: 'every_day' }).success).toBe(true);
    expect(errorsOf(schema, { recipes: ['A', 'B', 'C'], mealFrequency: 'every_day' }).recipes).toEqual({
      code: 'array_too_long',
      params: { max: 2 },
    });
    expect(errorsOf(schema, { recipes: [], mealFrequency: 'weekly' })).toEqual({
      recipes: { code: 'array_too_short', params: { min: 1 } },
      mealFrequency: { code: 'required' },
    });
  });
});
