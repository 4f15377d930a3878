import type { Product } from '@gamelle/contract/catalogue/product';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import { stockOf } from './repository.ts';

/** What the database says of some products' variants: which are sold out, and a key naming that set. */
export interface LiveStock {
  soldOut: ReadonlySet<string>;
  /** The sold-out codes among the products' variants, in their order: equal signatures, equal answers. */
  signature: string;
}

/**
 * Content says which variants are sold; the database counts what is left (one query). A variant the database
 * does not know, or counts none of, is sold out.
 */
export async function liveStock(db: Kysely<Database>, products: readonly Product[]): Promise<LiveStock> {
  const codes = products.flatMap((p) => ('variants' in p ? p.variants.map((v) => v.code) : []));
  if (codes.length === 0) return { soldOut: new Set(), signature: '' };
  const left = await stockOf(db, codes);
  const soldOut = codes.filter((code) => (left.get(code) ?? 0) <= 0);
  return { soldOut: new Set(soldOut), signature: soldOut.join(',') };
}

/**
 * The products with live stock: a variant shows as in stock only when content and the database agree, so the
 * product page and the cart never disagree about stock.
 */
export function withLiveStock<T extends Product>(products: T[], { soldOut }: LiveStock): T[] {
  if (soldOut.size === 0) return products;
  return products.map((p) =>
    'variants' in p
      ? {
          ...p,
          variants: p.variants.map((v) =>
            v.in_stock && soldOut.has(v.code) ? { ...v, in_stock: false, stock_state: 'out_of_stock' as const } : v,
          ),
        }
      : p,
  );
}
