// Catalogue products of the content API (spec §3), at three render levels: 0 empty, 1 summary, 2 full.
import { z } from 'zod/mini';
import { VARIANT_CODE_PATTERN } from '../shared/limits.ts';
import { imageSchema } from '../content/common.ts';

export const RENDER_LEVELS = { empty: 0, summary: 1, full: 2 } as const;
export type RenderLevel = (typeof RENDER_LEVELS)[keyof typeof RENDER_LEVELS];

/** Product states of spec §8 (`discontinued` is "permanently discontinued"), plus the ordinary `in_stock`. */
export const STOCK_STATES = [
  'in_stock',
  'out_of_stock',
  'discontinued',
  'unavailable',
  'back_soon',
  'no_longer_sold',
] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const PRODUCT_UNITS = ['kg', 'g', 'l'] as const;

/** Review summary: count and average out of 5. */
export const jsonAvisSchema = z.object({
  count: z.number().check(z.int()).check(z.nonnegative()),
  average: z.number().check(z.minimum(0)).check(z.maximum(5)),
});

export const variantSchema = z.object({
  code: z.string().check(z.regex(VARIANT_CODE_PATTERN)),
  name: z.string(),
  /** URL segment of the format (`/produits/{product}/{format}/`). */
  format: z.string(),
  weight_grams: z.number().check(z.int()).check(z.positive()),
  show_variant: z.boolean(),
  in_stock: z.boolean(),
  stock_state: z.enum(STOCK_STATES),
  /** Expected date back, for `back_soon`. */
  back_on: z.nullable(z.iso.date()),
  /** Price, VAT included, in cents. */
  base_price: z.number().check(z.int()).check(z.nonnegative()),
  /** Price without taxes, in cents. */
  base_price_tf: z.number().check(z.int()).check(z.nonnegative()),
  /** Price when subscribed (10 % off), in cents. */
  base_price_subscription: z.number().check(z.int()).check(z.nonnegative()),
  /** Price per product unit (see the product's `unit`), in cents. */
  price_per_unit: z.number().check(z.int()).check(z.nonnegative()),
});
export type ProductVariant = z.infer<typeof variantSchema>;

export const productFiltersSchema = z.object({
  animal: z.enum(['dog', 'cat']),
  food_type: z.enum(['dry', 'wet']),
  life_stage: z.string(),
  needs: z.array(z.string()),
  breed_size: z.string(),
  grain_free: z.boolean(),
});

export const analyticalConstituentsSchema = z.object({
  protein: z.number(),
  fat: z.number(),
  fibre: z.number(),
  ash: z.number(),
  moisture: z.number(),
});

export const reviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  date: z.iso.date(),
  rating: z.number().check(z.int()).check(z.minimum(1)).check(z.maximum(5)),
  verified: z.boolean(),
  text: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Level 0: just enough to link to the product. */
export const productEmptySchema = z.object({
  render: z.literal(0),
  sku: z.string(),
  slug: z.string(),
  viewable: z._default(z.boolean(), true),
  oldProduct: z.boolean(),
});

/** Level 1: what a product card shows. */
export const productSummarySchema = z.extend(productEmptySchema, {
  render: z.literal(1),
  name: z.string(),
  short_description: z.string(),
  images: z.array(imageSchema),
  json_avis: jsonAvisSchema,
  filters: productFiltersSchema,
  unit: z.enum(PRODUCT_UNITS),
  /** Lowest price per unit among the shown variants, in cents. */
  price_per_unit: z.number().check(z.int()).check(z.nonnegative()),
  variants: z.array(variantSchema),
});

/** Level 2: the product page. */
export const productFullSchema = z.extend(productSummarySchema, {
  render: z.literal(2),
  /** Markdown. */
  description: z.string(),
  composition: z.string(),
  additives: z.string(),
  analytical_constituents: analyticalConstituentsSchema,
  /** Metabolizable energy, kcal per kg. */
  metabolizable_energy: z.number().check(z.positive()),
  reviews: z.array(reviewSchema),
  categories: z.array(z.string()),
});

/** Any render level, told apart by `render`. */
export const productSchema = z.discriminatedUnion('render', [
  productEmptySchema,
  productSummarySchema,
  productFullSchema,
]);

export type ProductEmpty = z.infer<typeof productEmptySchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;
export type ProductFull = z.infer<typeof productFullSchema>;
export type Product = z.infer<typeof productSchema>;
/** A product as answered at a render level (0: empty, 1: summary, 2: full). */
export type ProductAt<L extends RenderLevel> = L extends 0 ? ProductEmpty : L extends 1 ? ProductSummary : ProductFull;

/** The schema of a render level, for parsing `GET b2c-products/...?render=N`. */
export function productSchemaFor<L extends RenderLevel>(level: L) {
  return [productEmptySchema, productSummarySchema, productFullSchema][level] as L extends 0
    ? typeof productEmptySchema
    : L extends 1
      ? typeof productSummarySchema
      : typeof productFullSchema;
}

/**
 * `GET b2c-products?filters[sku][$in]=A&filters[sku][$in]=B&render=N`: the products found, in the order asked;
 * the client reports 'Product not found' for each sku that is not among them.
 */
export const productBatchSchema = z.object({ products: z.array(productSchema) });
export type ProductBatch = z.infer<typeof productBatchSchema>;
