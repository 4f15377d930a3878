import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';

export interface CartVariant {
  code: string;
  productSku: string;
  productSlug: { fr: string; nl: string };
  productName: { fr: string; nl: string };
  variantName: { fr: string; nl: string };
  price: number;
  stock: number;
  enabled: boolean;
}

/** The variants (with their product's names) that cart lines need, by code. */
export async function findVariants(db: Kysely<Database>, codes: string[]): Promise<Map<string, CartVariant>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.sku', 'v.product_sku')
    .select([
      'v.code',
      'v.product_sku',
      'v.name_fr',
      'v.name_nl',
      'v.price',
      'v.stock',
      'v.enabled',
      'p.name_fr as product_name_fr',
      'p.name_nl as product_name_nl',
      'p.slug_fr',
      'p.slug_nl',
    ])
    .where('v.code', 'in', [...new Set(codes)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        productSku: r.product_sku,
        productSlug: { fr: r.slug_fr, nl: r.slug_nl },
        productName: { fr: r.product_name_fr, nl: r.product_name_nl },
        variantName: { fr: r.name_fr, nl: r.name_nl },
        price: r.price,
        stock: r.stock,
        enabled: r.enabled === 1,
      },
    ]),
  );
}
