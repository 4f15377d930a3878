// What a scenario may change in the handlers while keeping the same state.
import type { StockState, Variant } from '@gamelle/content';

export interface HandlerOptions {
  /** The stock state a variant answers with (content's by default; `out of stock` scenario overrides it). */
  stockOf: (variant: Variant) => StockState;
  /** Lists answer empty: category listings, batches, cross-sells, search, addresses (`empty` scenario). */
  empty: boolean;
}

export const defaultHandlerOptions: HandlerOptions = { stockOf: (variant) => variant.stock, empty: false };
