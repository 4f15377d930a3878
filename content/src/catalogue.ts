// Lookups over the catalogue: products by sku, slug or variant code, listings of a category, and sorts.
import type { SortMode } from '@gamelle/contract';
import { categories, products, samplePacks } from './collections.ts';
import type { Category, Locale, Product, SamplePack, Variant } from './schema.ts';

const bySku = new Map(products.map((p) => [p.sku, p]));
const sampleBySku = new Map(samplePacks.map((p) => [p.sku, p]));
const byVariantCode = new Map<string, { product: Product | SamplePack; variant: Variant }>([
  ...products.flatMap((product) => product.variants.map((variant) => [variant.code, { product, variant }] as const)),
  ...samplePacks.map((product) => [product.variant.code, { product, variant: product.variant }] as const),
]);

export function productBySku(sku: string): Product | undefined {
  return bySku.get(sku);
}

export function samplePackBySku(sku: string): SamplePack | undefined {
  return sampleBySku.get(sku);
}

export function productBySlug(locale: Locale, slug: string): Product | undefined {
  return products.find((p) => p.slug[locale] === slug);
}

export function samplePackBySlug(locale: Locale, slug: string): SamplePack | undefined {
  return samplePacks.find((p) => p.slug[locale] === slug);
}

/** The product (or sample pack) a variant code belongs to, as the cart needs it. */
export function variantByCode(code: string): { product: Product | SamplePack; variant: Variant } | undefined {
  return byVariantCode.get(code);
}

export function isSamplePack(product: Product | SamplePack): product is SamplePack {
  return 'products' in product;
}

export function categoryByKey(key: string): Category | undefined {
  return categories.find((c) => c.key === key);
}

/** Viewable products matching every value of the category's filter, in the given sort (relevancy first). */
export function productsOfCategory(category: Category, sort: SortMode = 'relevancy'): Product[] {
  const f = category.filter;
  const listed = products.filter(
    (p) =>
      p.viewable &&
      (f.animal === undefined || p.filters.animal === f.animal) &&
      (f.food_type === undefined || p.filters.food_type === f.food_type) &&
      (f.life_stage === undefined || p.filters.life_stage === f.life_stage) &&
      (f.need === undefined || p.filters.needs.includes(f.need)) &&
      (f.breed_size === undefined || p.filters.breed_size === f.breed_size || p.filters.breed_size === 'all') &&
      (f.grain_free === undefined || p.filters.grain_free === f.grain_free),
  );
  return sortProducts(listed, sort);
}

/**
 * The category listing's sort modes (spec §9): relevancy (the merchandiser's weight), best_sellers (rank 1
 * first), first_sell_at (newest first). Ties keep a stable order by sku so pages never shuffle.
 */
export function sortProducts(list: Product[], sort: SortMode): Product[] {
  const compare: Record<SortMode, (a: Product, b: Product) => number> = {
    relevancy: (a, b) => b.relevancy - a.relevancy,
    best_sellers: (a, b) => a.best_seller_rank - b.best_seller_rank,
    first_sell_at: (a, b) => b.first_sell_at.localeCompare(a.first_sell_at),
  };
  return [...list].sort((a, b) => compare[sort](a, b) || a.sku.localeCompare(b.sku));
}

/** Price per unit (kg) of a variant, in cents, as shown under the price. */
export function pricePerUnit(variant: Variant): number {
  return Math.round((variant.base_price * 1000) / variant.weight_grams);
}
