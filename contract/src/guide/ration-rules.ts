// Ration calculator (dogs): a valid weight and a valid age in months.
import { z } from 'zod/mini';
import { PET } from '../shared/limits.ts';
import { numberInput } from '../shared/fields.ts';

export const rationCalculatorFormSchema = z.object({
  weight: numberInput().check(
    z.refine((kg) => Number.isFinite(kg) && kg > 0 && kg < PET.guideWeightMaxExclusiveKg, {
      error: 'invalid_weight',
    }),
  ),
  ageInMonths: numberInput().check(
    z.refine((months) => Number.isInteger(months) && months >= 0 && months <= 12 * 30, {
      error: 'invalid_age',
    }),
  ),
});

export type RationCalculatorFormValues = z.output<typeof rationCalculatorFormSchema>;

/** Dog rations distinguish puppies (up to 12 months) from adults (over 12 months). */
export function isPuppy(ageInMonths: number): boolean {
  return ageInMonths <= PET.puppyMaxMonths;
}
