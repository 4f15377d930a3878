import { describe, expect, it } from 'vitest';
import { dailyDogRation, dogEnergyNeedKcal } from './ration.ts';

describe('dogEnergyNeedKcal (FEDIAF)', () => {
  it('uses 110 kcal × BW^0.75 for an adult', () => {
    // 10^0.75 = 5.6234 → 618.6 kcal
    expect(dogEnergyNeedKcal(10, 24)).toBeCloseTo(618.6, 0);
  });

  it('uses the growth factors by age band for puppies up to 12 months', () => {
    expect(dogEnergyNeedKcal(10, 3)).toBeCloseTo(210 * 10 ** 0.75, 5);
    expect(dogEnergyNeedKcal(10, 6)).toBeCloseTo(175 * 10 ** 0.75, 5);
    expect(dogEnergyNeedKcal(10, 12)).toBeCloseTo(140 * 10 ** 0.75, 5);
    expect(dogEnergyNeedKcal(10, 13)).toBeCloseTo(110 * 10 ** 0.75, 5);
  });
});

describe('dailyDogRation', () => {
  it('turns the need into grams of a 3800 kcal/kg kibble, rounded to 5 g', () => {
    // 618.6 / 3800 × 1000 = 162.8 → 165 g
    expect(dailyDogRation({ energyKcalPerKg: 3800, weightKg: 10, ageMonths: 24 })).toEqual({
      stage: 'adult',
      energyKcalPerDay: 619,
      gramsPerDay: 165,
    });
  });

  it('gives a puppy more than an adult of the same weight', () => {
    const puppy = dailyDogRation({ energyKcalPerKg: 3800, weightKg: 10, ageMonths: 6 });
    expect(puppy?.stage).toBe('puppy');
    expect(puppy!.gramsPerDay).toBeGreaterThan(165);
  });

  it('gives no ration outside the bounds', () => {
    expect(dailyDogRation({ energyKcalPerKg: 3800, weightKg: 0, ageMonths: 24 })).toBeNull();
    expect(dailyDogRation({ energyKcalPerKg: 3800, weightKg: 150, ageMonths: 24 })).toBeNull();
    expect(dailyDogRation({ energyKcalPerKg: 3800, weightKg: 10, ageMonths: 1 })).toBeNull();
    expect(dailyDogRation({ energyKcalPerKg: 3800, weightKg: Number.NaN, ageMonths: 24 })).toBeNull();
  });
});
