import { describe, expect, it } from 'vitest';
import { addAbTest, inAbSegment, parseStoredAbTests, removeAbTest } from './ab-tests.ts';

describe('A/B tests kept by the browser (spec §4)', () => {
  it('adds a test only if its name is not stored yet', () => {
    const once = addAbTest({}, 'cart_upsell', 'samples');
    expect(once).toEqual({ cart_upsell: 'samples' });
    expect(addAbTest(once, 'cart_upsell', 'control')).toBe(once);
    expect(addAbTest(once, 'home_hero_order', 'guide_first')).toEqual({
      cart_upsell: 'samples',
      home_hero_order: 'guide_first',
    });
  });

  it('removes a test by name and leaves the others', () => {
    const stored = { cart_upsell: 'samples', home_hero_order: 'control' };
    expect(removeAbTest(stored, 'cart_upsell')).toEqual({ home_hero_order: 'control' });
    expect(stored).toEqual({ cart_upsell: 'samples', home_hero_order: 'control' });
    expect(removeAbTest(stored, 'unknown')).toBe(stored);
  });

  it('puts a visitor in a target when their segment matches; with no entry only control matches', () => {
    expect(inAbSegment({ cart_upsell: 'samples' }, 'cart_upsell', ['samples', 'wet_food'])).toBe(true);
    expect(inAbSegment({ cart_upsell: 'samples' }, 'cart_upsell', ['control'])).toBe(false);
    expect(inAbSegment({}, 'cart_upsell', ['control'])).toBe(true);
    expect(inAbSegment({}, 'cart_upsell', ['samples'])).toBe(false);
    // An inherited property is not a stored entry.
    expect(inAbSegment({}, 'toString', ['control'])).toBe(true);
  });

  it('reads only what storage can be trusted with', () => {
    expect(parseStoredAbTests(null)).toEqual({});
    expect(parseStoredAbTests('not json')).toEqual({});
    expect(parseStoredAbTests('[1,2]')).toEqual({});
    expect(parseStoredAbTests('{"a":"x","b":3,"":"y","c":""}')).toEqual({ a: 'x' });
  });
});
