// Daily energy needs of a pet from the FEDIAF Nutritional Guidelines for Complete and Complementary Pet Food for
// Cats and Dogs (FEDIAF, 2021, chapter VII "Energy"), as kcal of metabolizable energy (ME) a day:
//
// Dogs (maintenance, table VII-5, factor × BW^0.75): low activity (< 1 h a day) 95, moderate (1–3 h) 110,
// high (3–6 h) 125 to 175, of which we take 130 (working dogs in harsh conditions go higher: the guide sends no such
// dog here). Puppies after weaning (table VII-8): 210 × BW^0.75 below 50 % of the adult weight, 175 between 50 and
// 80 %, 140 beyond; the band is estimated from the age as in ration.ts (≤ 4 months, 5–8, 9–12).
//
// Cats (maintenance, table VII-6, factor × BW^0.67): 100 for lean, active cats; 75 for indoor or neutered cats.
// Kittens: FEDIAF gives the NRC (2006) growth equation ME = 100 × BW^0.67 × 6.7 × (e^(−0.189 p) − 0.66), where p is
// the kitten's weight as a share of its expected adult weight. The guide knows the age, not the adult weight, so p
// is read from a typical growth curve of a 4 kg cat (p ≈ 0.2 at 2 months, 0.45 at 4, 0.7 at 6, 0.85 at 9, 0.95 at
// 12, reached on a line between these points): an approximation, like the puppies' bands.
//
// Daily grams of a food = ME need ÷ the food's ME (kcal/kg) × 1000, rounded to 5 g (ration.ts).
import { fediafDogFactors } from './ration.ts';
import { PET } from '../shared/limits.ts';

export const fediafDogActivityFactors = { low: 95, moderate: 110, high: 130 } as const;
export const fediafCatFactors = { leanActive: 100, indoorOrNeutered: 75 } as const;

/** Kitten weight as a share of the adult weight by age in months (the curve above). */
const kittenGrowth: readonly [months: number, share: number][] = [
  [2, 0.2],
  [4, 0.45],
  [6, 0.7],
  [9, 0.85],
  [12, 0.95],
];

export interface EnergyInput {
  type: 'dog' | 'cat';
  weightKg: number;
  ageMonths: number;
  sterilized: boolean;
  /** `low`, `moderate` or `high` (contract pet/options.ts); anything else counts as moderate. */
  activity: string;
}

/** kcal ME a day, or null when the inputs cannot give one (weight not above 0, age not finite). */
export function petEnergyNeedKcal(pet: EnergyInput): number | null {
  const { weightKg, ageMonths } = pet;
  if (!(weightKg > 0) || !Number.isFinite(weightKg) || !(ageMonths >= 0) || !Number.isFinite(ageMonths)) return null;
  return pet.type === 'dog' ? dogNeed(pet) : catNeed(pet);
}

function dogNeed({ weightKg, ageMonths, activity }: EnergyInput): number {
  const metabolic = weightKg ** 0.75;
  if (ageMonths <= PET.puppyMaxMonths) {
    if (ageMonths <= 4) return fediafDogFactors.puppyUnderHalfAdultWeight * metabolic;
    if (ageMonths <= 8) return fediafDogFactors.puppyHalfToFourFifths * metabolic;
    return fediafDogFactors.puppyOverFourFifths * metabolic;
  }
  const factor =
    activity === 'low' || activity === 'high' ? fediafDogActivityFactors[activity] : fediafDogActivityFactors.moderate;
  return factor * metabolic;
}

function catNeed({ weightKg, ageMonths, sterilized, activity }: EnergyInput): number {
  const metabolic = weightKg ** 0.67;
  if (ageMonths <= PET.puppyMaxMonths) {
    const p = kittenShareOfAdultWeight(ageMonths);
    return fediafCatFactors.leanActive * metabolic * 6.7 * (Math.exp(-0.189 * p) - 0.66);
  }
  const indoor = sterilized || activity === 'low';
  return (indoor ? fediafCatFactors.indoorOrNeutered : fediafCatFactors.leanActive) * metabolic;
}

export function kittenShareOfAdultWeight(ageMonths: number): number {
  const first = kittenGrowth[0]!;
  if (ageMonths <= first[0]) return first[1];
  for (let i = 1; i < kittenGrowth.length; i++) {
    const [m1, s1] = kittenGrowth[i - 1]!;
    const [m2, s2] = kittenGrowth[i]!;
    if (ageMonths <= m2) return s1 + ((ageMonths - m1) / (m2 - m1)) * (s2 - s1);
  }
  return kittenGrowth[kittenGrowth.length - 1]![1];
}

/** Grams of a food a day for `kcal`, rounded to 5 g (at least 5). */
export function gramsForEnergy(kcal: number, energyKcalPerKg: number): number {
  return Math.max(5, Math.round(((kcal / energyKcalPerKg) * 1000) / 5) * 5);
}
