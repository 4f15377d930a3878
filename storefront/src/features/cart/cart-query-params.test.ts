import { describe, expect, it } from 'vitest';
import { hasCartQueryParams, withoutCartQueryParams } from './cart-query-detect.ts';
import { parseCartQueryParams, planCartQueryAction } from './cart-query-params.ts';

describe('cart query parameters', () => {
  it('reads one code, a list, or a repeated parameter, with quantity 1 by default', () => {
    expect(parseCartQueryParams('?variantId=12345678')).toEqual({
      kind: 'add',
      action: { variantId: ['12345678'], quantity: 1 },
    });
    expect(parseCartQueryParams('?variantId=12345678,87654321&quantity=3')).toMatchObject({
      action: { variantId: ['12345678', '87654321'], quantity: 3 },
    });
    expect(parseCartQueryParams('?variantId=12345678&variantId=01234567&targetQuantity=2')).toMatchObject({
      action: { variantId: ['12345678', '01234567'], targetQuantity: 2 },
    });
  });

  it('ignores the whole action when a code is not exactly 8 digits or a number is not a positive integer', () => {
    for (const search of [
      '?variantId=1234567',
      '?variantId=123456789',
      '?variantId=12345678,abc',
      '?variantId=',
      '?variantId=12345678&quantity=0',
      '?variantId=12345678&quantity=1.5',
      '?variantId=12345678&targetQuantity=-1',
      '?quantity=2',
    ]) {
      expect(parseCartQueryParams(search), search).toEqual({ kind: 'invalid' });
    }
    expect(parseCartQueryParams('?q=chien')).toEqual({ kind: 'none' });
  });

  it('knows cheaply whether there is anything to do, and strips only its own parameters', () => {
    expect(hasCartQueryParams('?targetQuantity=2')).toBe(true);
    expect(hasCartQueryParams('?sort=best_sellers')).toBe(false);
    expect(withoutCartQueryParams('?sort=best_sellers&variantId=12345678&quantity=2')).toBe('?sort=best_sellers');
    expect(withoutCartQueryParams('?variantId=12345678')).toBe('');
  });

  it('raises an existing line only when it is lower than the target', () => {
    const lines = [
      { id: 1, variantCode: '11111111', quantity: 1, subscriptionInterval: null },
      { id: 2, variantCode: '22222222', quantity: 5, subscriptionInterval: null },
    ];
    const action = { variantId: ['11111111', '22222222', '33333333'], quantity: 1, targetQuantity: 3 };
    expect(planCartQueryAction(action, lines)).toEqual([
      { type: 'raise', itemId: 1, quantity: 3 },
      { type: 'add', variantCode: '33333333', quantity: 3 },
    ]);
    expect(planCartQueryAction({ variantId: ['11111111'], quantity: 2 }, lines)).toEqual([
      { type: 'add', variantCode: '11111111', quantity: 2 },
    ]);
  });
});
