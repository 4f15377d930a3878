import { describe, expect, it } from 'vitest';
import { canBuy } from './stock-state.ts';

describe('product states', () => {
  it('sells only what is in stock', () => {
    expect(canBuy({ stock_state: 'in_stock', in_stock: true })).toBe(true);
    expect(canBuy({ stock_state: 'in_stock', in_stock: false })).toBe(false);
    expect(canBuy({ stock_state: 'back_soon', in_stock: false })).toBe(false);
    expect(canBuy({ stock_state: 'out_of_stock', in_stock: false })).toBe(false);
  });
});
