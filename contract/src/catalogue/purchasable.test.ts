import { describe, expect, it } from 'vitest';
import { isPurchasable } from './purchasable.ts';

describe('product states', () => {
  it('sells only what is in stock', () => {
    expect(isPurchasable({ stock_state: 'in_stock', in_stock: true })).toBe(true);
    expect(isPurchasable({ stock_state: 'in_stock', in_stock: false })).toBe(false);
    expect(isPurchasable({ stock_state: 'back_soon', in_stock: false })).toBe(false);
    expect(isPurchasable({ stock_state: 'out_of_stock', in_stock: true })).toBe(false);
    expect(isPurchasable({ stock_state: 'discontinued', in_stock: false })).toBe(false);
  });
});
