// The format of the files under content/data. One schema per collection; every text that a customer reads is a
// `Localized` record, so a missing Dutch string fails validation instead of showing up blank in the shop.
import { STOCK_STATES } from '@gamelle/contract/catalogue/product';
import { z } from 'zod';

export const locales = ['fr', 'nl'] as const;
export type Locale = (typeof locales)[number];

export const localized = z.object({ fr: z.string().trim().min(1), nl: z.string().trim().min(1) }).strict();
export type Localized = z.infer<typeof localized>;

const isoDate = z.iso.date();
const cents = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words separated by hyphens');
const localizedSlug = z.object({ fr: slug, nl: slug }).strict();
/** A file under content/images, e.g. `products/chien-adulte-poulet.svg`. */
const imageFile = z.string().regex(/^[a-z0-9/-]+\.(svg|png|jpg|webp)$/);
export const imageSchema = z.object({ file: imageFile, alt: localized }).strict();

export const animals = ['dog', 'cat'] as const;
export const foodTypes = ['dry', 'wet'] as const;
export const lifeStages = ['puppy', 'kitten', 'adult', 'senior'] as const;
export const needs = [
  'sterilised',
  'sensitive',
  'weight_control',
  'skin_coat',
  'urinary',
  'hairball',
  'indoor',
  'active',
] as const;
export const breedSizes = ['small', 'medium', 'large', 'all'] as const;
/** The product states of spec §8, plus the ordinary one: the contract's list, so the two cannot differ. */
export const stockStates = STOCK_STATES;
export type { StockState } from '@gamelle/contract/catalogue/product';

export const variantSchema = z
  .object({
    /** Exactly 8 digits (spec §9), unique across the catalogue. */
    code: z.string().regex(/^\d{8}$/),
    /** Path segment of the format in the product URL (/produits/{product}/{format}/). */
    format: localizedSlug,
    name: localized,
    weight_grams: z.number().int().positive(),
    /** Number of units in the pack (1 for a bag, 12 for a tray of 12 cans). */
    units: z.number().int().positive(),
    /** Price to pay, VAT included, in cents. */
    base_price: cents,
    /** base_price minus 10 %, rounded half up to the cent (see README). */
    base_price_subscription: cents,
    /** base_price without French VAT (20 %), rounded to the cent. */
    base_price_tf: cents,
    stock: z.enum(stockStates),
    /** Date the variant is expected back, for `back_soon`. */
    back_on: isoDate.optional(),
    show_variant: z.boolean(),
  })
  .strict();

/** One review of data/reviews/<locale>.json, written in that file's language (scripts/generate-reviews.ts). */
export const reviewSchema = z
  .object({
    /** First name and initial: « Claire M. ». */
    author: z.string().regex(/^\p{Lu}[\p{L}' -]+ \p{Lu}\.$/u),
    date: isoDate,
    rating: z.number().int().min(1).max(5),
    verified: z.boolean(),
    text: z.string().trim().min(1),
  })
  .strict();

/** data/reviews/<locale>.json: each product's reviews in one language, newest first. */
export const reviewsFileSchema = z.record(z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/), z.array(reviewSchema));

const feedingRow = z.object({ weight_kg: z.number().positive(), grams_per_day: z.number().int().positive() }).strict();
/**
 * Daily ration as a table, read by the ration calculator (linear interpolation between rows). `adult` is for
 * animals over 12 months; `growth` gives one table per age band for puppy and kitten food.
 */
export const feedingSchema = z
  .object({
    adult: z.array(feedingRow).min(2).optional(),
    growth: z
      .array(
        z
          .object({
            from_month: z.number().int().min(1),
            to_month: z.number().int().max(24),
            rows: z.array(feedingRow).min(2),
          })
          .strict(),
      )
      .min(1)
      .optional(),
  })
  .strict()
  .refine((f) => f.adult !== undefined || f.growth !== undefined, 'a feeding table needs adult or growth rows');

export const productSchema = z
  .object({
    sku: z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/),
    slug: localizedSlug,
    name: localized,
    short_description: localized,
    /** Markdown. */
    description: localized,
    /** False hides the product from listings and search (its page still answers for old links). */
    viewable: z.boolean(),
    /** An old recipe kept for the history of orders and subscriptions. */
    old_product: z.boolean(),
    first_sell_at: isoDate,
    /** 1 is the best seller; used by the best_sellers sort. */
    best_seller_rank: z.number().int().positive(),
    /** Relevancy weight for the default sort (higher first). */
    relevancy: z.number().int().min(0).max(100),
    filters: z
      .object({
        animal: z.enum(animals),
        food_type: z.enum(foodTypes),
        life_stage: z.enum(lifeStages),
        needs: z.array(z.enum(needs)),
        breed_size: z.enum(breedSizes),
        grain_free: z.boolean(),
      })
      .strict(),
    /** Unit the price per unit is given in. */
    unit: z.enum(['kg', 'g', 'l']),
    composition: localized,
    additives: localized,
    analytical_constituents: z
      .object({ protein: percent, fat: percent, fibre: percent, ash: percent, moisture: percent })
      .strict(),
    metabolizable_energy_kcal_per_kg: z.number().int().min(500).max(4500),
    feeding: feedingSchema,
    reviews_summary: z.object({ count: z.number().int().nonnegative(), average: z.number().min(0).max(5) }).strict(),
    images: z.array(imageSchema).min(1),
    variants: z.array(variantSchema).min(1),
  })
  .strict();

export const samplePackSchema = z
  .object({
    sku: z.string().regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/),
    slug: localizedSlug,
    name: localized,
    description: localized,
    animal: z.enum(animals),
    /** Skus of the foods the pack lets the customer try. */
    products: z.array(z.string()).min(2),
    images: z.array(imageSchema).min(1),
    variant: variantSchema,
  })
  .strict();

export type Variant = z.infer<typeof variantSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Feeding = z.infer<typeof feedingSchema>;
export type Product = z.infer<typeof productSchema>;
export type SamplePack = z.infer<typeof samplePackSchema>;
export type Animal = (typeof animals)[number];

/** Labels of the listing filters (facets) and of their values, by filter code. */
export const filterLabelsSchema = z
  .object(
    Object.fromEntries(
      (['animal', 'food_type', 'life_stage', 'needs', 'breed_size', 'grain_free'] as const).map((code) => [
        code,
        z.object({ label: localized, values: z.record(z.string(), localized) }).strict(),
      ]),
    ) as Record<
      FilterCode,
      z.ZodObject<{ label: typeof localized; values: z.ZodRecord<z.ZodString, typeof localized> }>
    >,
  )
  .strict();
export type FilterCode = 'animal' | 'food_type' | 'life_stage' | 'needs' | 'breed_size' | 'grain_free';
export type FilterLabels = z.infer<typeof filterLabelsSchema>;
