// Products in the content API's shapes (contract/src/catalogue/product.ts) at render level 0, 1 or 2.
import { errorMessages } from '@gamelle/contract/shared/errors';
import type {
  ProductEmpty,
  ProductFull,
  ProductSummary,
  ProductVariant,
  RenderLevel,
} from '@gamelle/contract/catalogue/product';
import {
  isSamplePack,
  pricePerUnit,
  productBySku,
  productBySlug,
  productsOfCategory,
  samplePackBySku,
  samplePackBySlug,
} from '../catalogue.ts';
import { REVIEWS_FIRST_PAGE } from '@gamelle/contract/catalogue/reviews';
import { categories } from '../collections.ts';
import { reviewsOf } from './reviews.ts';
import { categoryPath } from '../paths.ts';
import type { Locale, Product, SamplePack, Variant } from '../schema.ts';
import { toImage } from './images.ts';
import { productViews } from '../packshots.ts';

export type CatalogueItem = Product | SamplePack;

/** The product or sample pack with this sku (`b2c-products/sku-{sku}`). */
export function findBySku(sku: string): CatalogueItem | undefined {
  return productBySku(sku) ?? samplePackBySku(sku);
}

/** The product or sample pack with this slug in the locale (`b2c-products/{slug}`). */
export function findBySlug(locale: Locale, slug: string): CatalogueItem | undefined {
  return productBySlug(locale, slug) ?? samplePackBySlug(locale, slug);
}

/**
 * The item at a render level. Sample packs have no composition or analytical constituents of their own (they
 * hold several recipes), so they answer at most at level 1; the contract has no sample-pack shape yet.
 */
export function productAtLevel(
  item: CatalogueItem,
  locale: Locale,
  level: RenderLevel,
): ProductEmpty | ProductSummary | ProductFull {
  if (level === 0) return productEmpty(item, locale);
  if (level === 1 || isSamplePack(item)) return productSummary(item, locale);
  return productFull(item, locale);
}

/**
 * `b2c-products?filters[sku][$in]=…`: the items found, in the order asked, and 'Product not found' for each
 * unknown sku (spec §8), which the client reports per sku.
 */
export function productBatch(skus: string[], locale: Locale, level: RenderLevel) {
  const found = skus.flatMap((sku) => {
    const item = findBySku(sku);
    return item ? [productAtLevel(item, locale, level)] : [];
  });
  const errors = skus.filter((sku) => !findBySku(sku)).map((sku) => ({ sku, message: errorMessages.productNotFound }));
  return { products: found, errors };
}

export function productEmpty(item: CatalogueItem, locale: Locale): ProductEmpty {
  const product = isSamplePack(item) ? null : item;
  return {
    render: 0,
    sku: item.sku,
    slug: item.slug[locale],
    viewable: product?.viewable ?? true,
    oldProduct: product?.old_product ?? false,
  };
}

export function productSummary(item: CatalogueItem, locale: Locale): ProductSummary {
  const variants = isSamplePack(item) ? [item.variant] : item.variants;
  const shown = variants.filter((v) => v.show_variant);
  return {
    ...productEmpty(item, locale),
    render: 1,
    name: item.name[locale],
    short_description: isSamplePack(item) ? item.description[locale] : item.short_description[locale],
    // A card shows the pack's front in the page's language; the product page has every view (productFull).
    images: isSamplePack(item)
      ? item.images.map((image) => toImage(image, locale))
      : productViews(item)
          .slice(0, 1)
          .map((view) => toImage({ file: view.file[locale], alt: view.alt }, locale)),
    json_avis: isSamplePack(item) ? { count: 0, average: 0 } : item.reviews_summary,
    filters: isSamplePack(item)
      ? { animal: item.animal, food_type: 'dry', life_stage: 'all', needs: [], breed_size: 'all', grain_free: false }
      : { ...item.filters, needs: [...item.filters.needs] },
    unit: isSamplePack(item) ? 'kg' : item.unit,
    price_per_unit: Math.min(...(shown.length ? shown : variants).map(pricePerUnit)),
    variants: variants.map((v) => toVariant(v, locale)),
  };
}

export function productFull(product: Product, locale: Locale): ProductFull {
  return {
    ...productSummary(product, locale),
    render: 2,
    images: productViews(product).map((view) => toImage({ file: view.file[locale], alt: view.alt }, locale)),
    description: product.description[locale],
    composition: product.composition[locale],
    additives: product.additives[locale],
    analytical_constituents: product.analytical_constituents,
    metabolizable_energy: product.metabolizable_energy_kcal_per_kg,
    // The newest reviews in the page's language: the first page, rendered with the product (the rest are paged).
    reviews: reviewsOf(product.sku, locale).slice(0, REVIEWS_FIRST_PAGE),
    categories: categories
      .filter((c) => productsOfCategory(c).some((p) => p.sku === product.sku))
      .map((c) => categoryPath(c, locale)),
  };
}

export function toVariant(variant: Variant, locale: Locale): ProductVariant {
  return {
    code: variant.code,
    name: variant.name[locale],
    format: variant.format[locale],
    weight_grams: variant.weight_grams,
    show_variant: variant.show_variant,
    in_stock: variant.stock === 'in_stock',
    stock_state: variant.stock,
    back_on: variant.back_on ?? null,
    base_price: variant.base_price,
    base_price_tf: variant.base_price_tf,
    base_price_subscription: variant.base_price_subscription,
    price_per_unit: pricePerUnit(variant),
  };
}

/**
 * The URL of a product's first picture (its packshot), versioned, in the locale's art: the cart's thumbnails
 * (server and mocks answer the same). Null for an sku the catalogue no longer has.
 */
export function packshotUrl(sku: string, locale: Locale): string | null {
  const image = findBySku(sku)?.images[0];
  if (!image) return null;
  const { url, hash } = toImage(image, locale);
  return hash ? `${url}?v=${hash}` : url;
}
