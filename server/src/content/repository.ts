import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';

/** Units left of each variant the database knows among `codes` (one query). */
export async function stockOf(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('product_variants')
    .select(['code', 'stock'])
    .where('code', 'in', [...codes])
    .execute();
  return new Map(rows.map((r) => [r.code, r.stock]));
}
