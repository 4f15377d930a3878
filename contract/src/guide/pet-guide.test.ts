import { describe, expect, it } from 'vitest';
import { kittenShareOfAdultWeight, petEnergyNeedKcal } from './energy.ts';
import {
  biNutritionMenu,
  type GuideFood,
  type GuidePet,
  petRecommendation,
  subscriptionIntervalFor,
} from './pet-guide.ts';

const cat: GuidePet = {
  type: 'cat',
  ageMonths: 48,
  weightKg: 4,
  sterilized: false,
  activity: 'moderate',
  condition: 'good',
  feature: 'none',
};
const food = (over: Partial<GuideFood>): GuideFood => ({
  sku: 'K',
  animal: 'cat',
  foodType: 'dry',
  lifeStage: 'adult',
  energyKcalPerKg: 3500,
  packs: [
    { code: '10000001', grams: 400, inStock: true },
    { code: '10000002', grams: 1500, inStock: true },
  ],
  ...over,
});
const kibble = food({});
const wet = food({
  sku: 'W',
  foodType: 'wet',
  energyKcalPerKg: 900,
  packs: [{ code: '10000003', grams: 1020, inStock: true }],
});

describe('FEDIAF energy', () => {
  it('uses 100 × BW^0.67 for an active cat, 75 for an indoor or neutered one', () => {
    expect(petEnergyNeedKcal(cat)).toBeCloseTo(100 * 4 ** 0.67);
    expect(petEnergyNeedKcal({ ...cat, sterilized: true })).toBeCloseTo(75 * 4 ** 0.67);
    expect(petEnergyNeedKcal({ ...cat, activity: 'low' })).toBeCloseTo(75 * 4 ** 0.67);
  });
  it('uses the activity factors for adult dogs and the growth bands for puppies', () => {
    const dog = { ...cat, type: 'dog' as const, weightKg: 20 };
    expect(petEnergyNeedKcal({ ...dog, activity: 'low' })).toBeCloseTo(95 * 20 ** 0.75);
    expect(petEnergyNeedKcal(dog)).toBeCloseTo(110 * 20 ** 0.75);
    expect(petEnergyNeedKcal({ ...dog, activity: 'high' })).toBeCloseTo(130 * 20 ** 0.75);
    expect(petEnergyNeedKcal({ ...dog, ageMonths: 6 })).toBeCloseTo(175 * 20 ** 0.75);
    expect(petEnergyNeedKcal({ ...dog, ageMonths: 10 })).toBeCloseTo(140 * 20 ** 0.75);
  });
  it("reads a kitten's share of its adult weight from the growth curve, and gives nothing for impossible inputs", () => {
    expect(kittenShareOfAdultWeight(1)).toBe(0.2);
    expect(kittenShareOfAdultWeight(5)).toBeCloseTo(0.575);
    expect(kittenShareOfAdultWeight(12)).toBe(0.95);
    // A kitten needs more per kg than an adult.
    expect(petEnergyNeedKcal({ ...cat, ageMonths: 4, weightKg: 2 })! / 2).toBeGreaterThan(petEnergyNeedKcal(cat)! / 4);
    expect(petEnergyNeedKcal({ ...cat, weightKg: 0 })).toBeNull();
    expect(petEnergyNeedKcal({ ...cat, ageMonths: Number.NaN })).toBeNull();
  });
});

describe('guides', () => {
  it('picks the longest delivery frequency a pack lasts', () => {
    expect(subscriptionIntervalFor(20)).toBeNull();
    expect(subscriptionIntervalFor(45)).toBe(42);
    expect(subscriptionIntervalFor(400)).toBe(155);
  });
  it("says 'service unavailable' (no_recipes) when nothing suits, technical error when no energy can be had", () => {
    expect(petRecommendation(cat, []).refusals).toEqual(['no_recipes']);
    expect(petRecommendation({ ...cat, weightKg: Number.NaN }, [kibble]).refusals).toEqual(['technical_error']);
    const soldOut = food({ sku: 'W2', foodType: 'wet', packs: [{ code: '1', grams: 100, inStock: false }] });
    expect(biNutritionMenu(cat, kibble, [soldOut], 'every_day').refusals).toEqual(['no_recipes']);
  });
  it('serves wet food on 3 days of 7 and the whole ration as kibble on the others', () => {
    const menu = biNutritionMenu(cat, kibble, [wet], 'three_times_a_week');
    expect(menu.eligible).toBe(true);
    expect(menu.kibble!.gramsOnDryDays).toBe(Math.round((((100 * 4 ** 0.67) / 3500) * 1000) / 5) * 5);
    expect(menu.recipes[0]!.wetDaysPerWeek).toBe(3);
    expect(menu.durationDays).toBe(Math.min(menu.kibble!.daysPerPack!, menu.recipes[0]!.daysPerPack!));
  });
});
