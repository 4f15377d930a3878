// Daily ration of a dog food (spec §2 product page, ration calculator; §9 puppies up to 12 months, adults over).
//
// Energy needs come from FEDIAF's Nutritional Guidelines for Complete and Complementary Pet Food for Cats and
// Dogs (FEDIAF, 2021, section VII "Energy"), which give maintenance energy requirements (MER) in kcal of
// metabolizable energy (ME) per day as a factor × body weight^0.75:
//   - adult dogs, moderate activity (1 to 3 hours a day): 110 kcal ME × BW^0.75 (FEDIAF table VII-5);
//   - growing puppies after weaning (FEDIAF table VII-8): 210 × BW^0.75 below 50 % of the adult weight,
//     175 × BW^0.75 between 50 and 80 %, 140 × BW^0.75 beyond 80 %.
// The calculator only knows the puppy's age, not its expected adult weight, so the growth band is taken from
// the age: up to 4 months (under half the adult weight for most breeds), 5 to 8 months, then 9 to 12 months.
// That is an approximation for giant breeds, which grow longer: the product page says to ask the vet for them.
// Daily grams = MER (kcal/day) ÷ the food's ME (kcal/kg) × 1000.

import { PET } from '../shared/limits.ts';

export const fediafDogFactors = {
  adultModerateActivity: 110,
  puppyUnderHalfAdultWeight: 210,
  puppyHalfToFourFifths: 175,
  puppyOverFourFifths: 140,
} as const;

/** The ration calculator's bounds (not in the spec): a weight a dog can have, an age it can reach. */
export const rationInputLimits = { minWeightKg: 0.5, maxWeightKg: 100, minMonths: 2, maxMonths: 300 } as const;

export interface RationInput {
  /** Metabolizable energy of the food, kcal per kg. */
  energyKcalPerKg: number;
  weightKg: number;
  ageMonths: number;
}

export interface Ration {
  stage: 'puppy' | 'adult';
  /** kcal of ME a day (rounded). */
  energyKcalPerDay: number;
  /** Grams of food a day, rounded to 5 g (what a kitchen scale and a measuring cup can tell apart). */
  gramsPerDay: number;
}

/** The dog's daily need in kcal ME, from FEDIAF's formulas above. */
export function dogEnergyNeedKcal(weightKg: number, ageMonths: number): number {
  return dogEnergyFactor(ageMonths) * weightKg ** 0.75;
}

/** Null when no ration can be given (inputs out of bounds): the calculator then asks to contact the service. */
export function dailyDogRation(input: RationInput): Ration | null {
  const { energyKcalPerKg, weightKg, ageMonths } = input;
  if (!Number.isFinite(weightKg) || !Number.isFinite(ageMonths) || !Number.isFinite(energyKcalPerKg)) return null;
  if (weightKg < rationInputLimits.minWeightKg || weightKg > rationInputLimits.maxWeightKg) return null;
  if (ageMonths < rationInputLimits.minMonths || ageMonths > rationInputLimits.maxMonths) return null;
  if (energyKcalPerKg <= 0) return null;
  const energy = dogEnergyNeedKcal(weightKg, ageMonths);
  return {
    stage: ageMonths <= PET.puppyMaxMonths ? 'puppy' : 'adult',
    energyKcalPerDay: Math.round(energy),
    gramsPerDay: Math.max(5, Math.round(((energy / energyKcalPerKg) * 1000) / 5) * 5),
  };
}

function dogEnergyFactor(ageMonths: number): number {
  if (ageMonths > PET.puppyMaxMonths) return fediafDogFactors.adultModerateActivity;
  if (ageMonths <= 4) return fediafDogFactors.puppyUnderHalfAdultWeight;
  if (ageMonths <= 8) return fediafDogFactors.puppyHalfToFourFifths;
  return fediafDogFactors.puppyOverFourFifths;
}
