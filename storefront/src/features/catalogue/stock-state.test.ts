import { STOCK_STATES } from '@gamelle/contract/catalogue/product';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from './messages.ts';
import { canBuy, stockMessage } from './stock-state.ts';

const date = (iso: string) => iso.split('-').reverse().join('/');

describe('product states', () => {
  it('has its own message for every state, in both languages', () => {
    for (const locale of ['fr', 'nl'] as const) {
      const messages = STOCK_STATES.map((state) =>
        stockMessage({ stock_state: state, back_on: null }, catalogueMessages[locale], date),
      );
      expect(new Set(messages).size).toBe(STOCK_STATES.length);
    }
  });

  it('tells when a product is back, and sells only what is in stock', () => {
    expect(stockMessage({ stock_state: 'back_soon', back_on: '2026-12-01' }, catalogueMessages.fr, date)).toBe(
      'Bientôt de retour, le 01/12/2026',
    );
    expect(canBuy({ stock_state: 'in_stock', in_stock: true })).toBe(true);
    expect(canBuy({ stock_state: 'back_soon', in_stock: false })).toBe(false);
    expect(canBuy({ stock_state: 'out_of_stock', in_stock: false })).toBe(false);
  });
});
