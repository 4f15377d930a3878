// The demo shop's collections, parsed and validated at import: a broken file fails loudly with its path and
// never reaches the seed or the mocks.
import type { z } from 'zod';
import { rawFiles, rawPages, rawProducts } from './files.ts';
import {
  campaignsSchema,
  categorySchema,
  couponSchema,
  crossSellSchema,
  faqSchema,
  filterLabelsSchema,
  homeSchema,
  menusSchema,
  pageSchema,
  productSchema,
  reviewsFileSchema,
  samplePackSchema,
  shippingSchema,
  shopSchema,
} from './schema.ts';

export const products = Object.entries(rawProducts)
  .map(([file, data]) => parse(productSchema, data, file))
  .sort((a, b) => a.best_seller_rank - b.best_seller_rank);
export const samplePacks = parse(samplePackSchema.array(), rawFiles['samples.json'], 'samples.json');
export const categories = [
  ...parse(categorySchema.array(), rawFiles['categories/dog.json'], 'categories/dog.json'),
  ...parse(categorySchema.array(), rawFiles['categories/cat.json'], 'categories/cat.json'),
  ...parse(categorySchema.array(), rawFiles['categories/food-types.json'], 'categories/food-types.json'),
];
export const menus = parse(menusSchema, rawFiles['menus.json'], 'menus.json');
export const home = parse(homeSchema, rawFiles['home.json'], 'home.json');
export const pages = Object.entries(rawPages).map(([file, data]) => parse(pageSchema, data, file));
export const faq = parse(faqSchema, rawFiles['faq.json'], 'faq.json');
export const shops = [
  ...parse(shopSchema.array(), rawFiles['shops/france.json'], 'shops/france.json'),
  ...parse(shopSchema.array(), rawFiles['shops/belgium-luxembourg.json'], 'shops/belgium-luxembourg.json'),
];
export const crossSells = parse(crossSellSchema.array(), rawFiles['cross-sells.json'], 'cross-sells.json');
export const campaigns = parse(campaignsSchema, rawFiles['campaigns.json'], 'campaigns.json');
export const coupons = parse(couponSchema.array(), rawFiles['coupons.json'], 'coupons.json');
export const filterLabels = parse(filterLabelsSchema, rawFiles['filters.json'], 'filters.json');
/** Each product's reviews per language, newest first (data/reviews/<locale>.json). */
export const reviews = {
  fr: parse(reviewsFileSchema, rawFiles['reviews/fr.json'], 'reviews/fr.json'),
  nl: parse(reviewsFileSchema, rawFiles['reviews/nl.json'], 'reviews/nl.json'),
};
export const shipping = parse(shippingSchema, rawFiles['shipping.json'], 'shipping.json');

/** Parses one file, or throws an error that names the file and every bad field. */
export function parse<S extends z.ZodType>(schema: S, data: unknown, file: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
  throw new Error(`content/data/${file} is invalid:\n${problems}`);
}
