import type { Product } from '@gamelle/contract/content';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Content says which variants are sold; the database counts what is left. A variant shows as in stock only
 * when both agree, so the product page and the cart never disagree about stock.
 */
export async function withLiveStock<T extends Product>(db: Kysely<Database>, products: T[]): Promise<T[]> {
  const codes = products.flatMap((p) => ('variants' in p ? p.variants.map((v) => v.code) : []));
  if (codes.length === 0) return products;
  const rows = await db.selectFrom('product_variants').select(['code', 'stock']).where('code', 'in', codes).execute();
  const stock = new Map(rows.map((r) => [r.code, r.stock]));
  return products.map((p) =>
    'variants' in p
      ? {
          ...p,
          variants: p.variants.map((v) => {
            const left = stock.get(v.code) ?? 0;
            return v.in_stock && left <= 0 ? { ...v, in_stock: false, stock_state: 'out_of_stock' as const } : v;
          }),
        }
      : p,
  );
}
