import { describe, expect, it } from 'vitest';
import { menuBodyOf } from './menu-body.ts';
import { readBiNutritionSearch, readGuideEntranceSearch, readKibbleGuideSearch } from './guide-search.ts';

describe('the guides’ URL', () => {
  it('keeps a known step and the answers, drops what it cannot trust', () => {
    expect(readKibbleGuideSearch({ step: 'shape', weight: '4,2', feeds: ['dry', 'wet'], other: 'x' })).toEqual({
      step: 'shape',
      weight: '4,2',
      feeds: 'dry,wet',
    });
    expect(readKibbleGuideSearch({ step: 'result', name: 'x'.repeat(300) })).toEqual({});
    expect(readBiNutritionSearch({ step: 'ration', meals: 'daily', kibble: 'K', recipes: 'A,B' })).toEqual({
      step: 'ration',
      kibble: 'K',
      recipes: 'A,B',
    });
    expect(readGuideEntranceSearch({ animal: 'cat' })).toEqual({ animal: 'cat' });
    expect(readGuideEntranceSearch({ animal: 'horse' })).toEqual({});
  });

  it('makes the menu call’s body once recipes are chosen, three times a week unless told', () => {
    expect(menuBodyOf({ kibble: 'K' })).toBeNull();
    expect(menuBodyOf({ recipes: 'A,B' })).toEqual({ recipes: ['A', 'B'], mealFrequency: 'three_times_a_week' });
    expect(menuBodyOf({ recipes: 'A', meals: 'every_day', kibble: 'K' })).toEqual({
      recipes: ['A'],
      mealFrequency: 'every_day',
      kibble: 'K',
    });
  });
});
