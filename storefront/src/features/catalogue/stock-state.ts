import type { ProductVariant, StockState } from '@gamelle/contract/catalogue/product';
import type { catalogueMessages } from './messages.ts';

type Messages = (typeof catalogueMessages)['fr'];

/** The sentence shown for each product state of spec §8, in the page's language. */
export function stockMessage(
  variant: Pick<ProductVariant, 'stock_state' | 'back_on'>,
  t: Messages,
  formatDate: (iso: string) => string,
): string {
  const state: StockState = variant.stock_state;
  switch (state) {
    case 'in_stock':
      return t.stock_in_stock;
    case 'out_of_stock':
      return t.stock_out_of_stock;
    case 'discontinued':
      return t.stock_discontinued;
    case 'unavailable':
      return t.stock_unavailable;
    case 'back_soon':
      return t.stock_back_soon(variant.back_on ? formatDate(variant.back_on) : '');
    case 'no_longer_sold':
      return t.stock_no_longer_sold;
  }
}

/** Only a variant in stock can be put in the cart. */
export function canBuy(variant: Pick<ProductVariant, 'stock_state' | 'in_stock'>): boolean {
  return variant.stock_state === 'in_stock' && variant.in_stock;
}
