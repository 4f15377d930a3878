// The format of the shop's non-catalogue content: categories, menus, home, pages, FAQ, physical shops,
// cross-sells, campaigns, coupons and shipping. Re-exported by schema.ts.
import { campaignTargetingSchema } from '@gamelle/contract/marketing/targeting';
import { POPUP_TYPES } from '@gamelle/contract/marketing/tracking';
import { z } from 'zod';
import { animals, breedSizes, foodTypes, imageSchema, lifeStages, localized, needs } from './schema-catalogue.ts';

const isoDate = z.iso.date();
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words separated by hyphens');
const localizedSlug = z.object({ fr: slug, nl: slug }).strict();
const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const countryCode = z.enum(['FR', 'BE', 'LU']);

/** Where a menu entry, slide or push leads: a category, a page, or a fixed route given per locale. */
export const linkSchema = z.union([
  z.object({ category: key }).strict(),
  z.object({ page: key }).strict(),
  z.object({ product: z.string() }).strict(),
  z.object({ path: z.object({ fr: z.string().startsWith('/'), nl: z.string().startsWith('/nl/') }).strict() }).strict(),
]);

export const categorySchema = z
  .object({
    key,
    /** Key of the parent category; its slug prefixes this one's path (chien/croquettes). */
    parent: key.nullable(),
    slug: localizedSlug,
    name: localized,
    /** Markdown shown above the listing. */
    description: localized,
    seo_title: localized,
    position: z.number().int().nonnegative(),
    image: imageSchema,
    /** Products listed: every viewable product whose filters match all the given values. */
    filter: z
      .object({
        animal: z.enum(animals).optional(),
        food_type: z.enum(foodTypes).optional(),
        life_stage: z.enum(lifeStages).optional(),
        need: z.enum(needs).optional(),
        breed_size: z.enum(breedSizes).optional(),
        grain_free: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();

const menuLeaf = z.object({ label: localized, link: linkSchema }).strict();
export const menuEntrySchema = z
  .object({ label: localized, link: linkSchema, children: z.array(menuLeaf).optional() })
  .strict();
export const menusSchema = z
  .object({
    header: z.array(menuEntrySchema).min(1),
    footer: z.array(z.object({ title: localized, links: z.array(menuLeaf).min(1) }).strict()).min(1),
    footer_legal: z.array(menuLeaf).min(1),
    social: z.array(z.object({ network: key, label: localized, url: z.url() }).strict()),
  })
  .strict();

export const homeSchema = z
  .object({
    hero_slides: z
      .array(
        z
          .object({ id: key, title: localized, text: localized, cta: localized, link: linkSchema, image: imageSchema })
          .strict(),
      )
      .min(2),
    category_pushes: z
      .array(z.object({ category: key, title: localized, text: localized, image: imageSchema }).strict())
      .min(2),
    best_sellers: z.object({ title: localized, skus: z.array(z.string()).min(4) }).strict(),
    reviews: z.object({ score: z.number().min(0).max(5), count: z.number().int().positive() }).strict(),
    newsletter: z
      .object({ title: localized, text: localized, discount_cents: z.number().int().positive(), coupon: z.string() })
      .strict(),
    reassurance: z.array(z.object({ icon: key, title: localized, text: localized }).strict()).min(3),
  })
  .strict();

export const pageSchema = z
  .object({
    key,
    kind: z.enum(['legal', 'landing', 'info']),
    slug: localizedSlug,
    title: localized,
    seo_description: localized,
    /** Markdown; rendered with the shop's sanitising markdown renderer. */
    body: localized,
    /** A page presenting an offer: the shop adds the offer's terms from the contract's constants (`subscription`). */
    offer: z.enum(['subscription']).optional(),
    /** Calls to action under the page's text, the first one the main. */
    actions: z
      .array(z.object({ label: localized, link: linkSchema }).strict())
      .max(3)
      .optional(),
    image: imageSchema.optional(),
    updated_at: isoDate,
  })
  .strict();

export const faqSchema = z
  .object({
    themes: z.array(z.object({ key, name: localized, position: z.number().int() }).strict()).min(3),
    entries: z.array(z.object({ id: key, theme: key, question: localized, answer: localized }).strict()).min(30),
  })
  .strict();

const hours = z.array(z.object({ opens: time, closes: time }).strict());
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const shopSchema = z
  .object({
    slug,
    name: z.string().min(1),
    country: countryCode,
    street: z.string().min(1),
    postcode: z.string().regex(/^\d{4,5}$/),
    city: z.string().min(1),
    phone: z.string().regex(/^\+\d{8,15}$/),
    email: z.email(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    /** Regular week; an empty list means closed that day. */
    opening_hours: z
      .object(Object.fromEntries(weekdays.map((d) => [d, hours])) as Record<(typeof weekdays)[number], typeof hours>)
      .strict(),
    /** Exceptions: a closing or an opening on one date (`from` only) or a range (`from`..`to`, inclusive). */
    special: z.array(
      z
        .object({
          kind: z.enum(['closing', 'opening']),
          from: isoDate,
          to: isoDate.optional(),
          hours: hours.optional(),
          label: localized,
        })
        .strict(),
    ),
    services: z.array(z.enum(['parking', 'click_and_collect', 'grooming', 'nutrition_advice'])),
  })
  .strict();

export const crossSellSchema = z
  .object({ key, main_product: z.string().nullable(), products: z.array(z.string()).min(2) })
  .strict();

/** A campaign's window (both days included), who it is for and, when several fit, which wins (higher first). */
const period = {
  from: isoDate,
  to: isoDate,
  targeting: z.optional(campaignTargetingSchema),
  priority: z.number().int().min(0).max(1000).optional(),
};
export const campaignsSchema = z
  .object({
    top_header: z.array(z.object({ id: key, message: localized, link: linkSchema.optional(), ...period }).strict()),
    popups: z.array(
      z
        .object({
          id: key,
          popup_type: z.enum(POPUP_TYPES),
          title: localized,
          body: localized,
          cta: localized.optional(),
          coupon: z.string().optional(),
          ...period,
        })
        .strict(),
    ),
    product_offers: z.array(
      z
        .object({
          id: key,
          sku: z.string(),
          label: localized,
          discount_percent: z.number().int().min(1).max(90),
          ...period,
        })
        .strict(),
    ),
    category_pushes: z.array(
      z
        .object({
          id: key,
          category: key,
          position: z.number().int().min(1),
          title: localized,
          text: localized,
          link: linkSchema,
          image: imageSchema,
          ...period,
        })
        .strict(),
    ),
    abtests: z.array(
      z
        .object({ name: key, segments: z.array(key).min(2), weights: z.array(z.number().int().positive()).min(2) })
        .strict(),
    ),
  })
  .strict();

/** A promotion code, in the terms of @gamelle/contract's CouponDefinition (see api/coupons.ts). */
export const couponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9]+$/, 'upper-case letters and digits'),
    kind: z.enum(['percentage', 'fixed_amount', 'free_shipping']),
    /** Percent for `percentage`, cents for `fixed_amount`, 0 for `free_shipping`. */
    amount: z.number().int().nonnegative(),
    /** Items total (after the subscription discount), in cents, the cart must reach. */
    minimum_items_total: z.number().int().nonnegative(),
    first_order_only: z.boolean(),
    usage_limit: z.number().int().positive().nullable(),
    usage_limit_per_customer: z.number().int().positive().nullable(),
    starts_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime().nullable(),
    enabled: z.boolean(),
    label: localized,
  })
  .strict()
  .refine((c) => c.kind !== 'percentage' || (c.amount >= 1 && c.amount <= 100), 'a percentage is 1 to 100')
  .refine((c) => (c.kind === 'free_shipping') === (c.amount === 0), 'only free shipping has amount 0');

export const shippingSchema = z
  .object({
    currency: z.literal('EUR'),
    /** French VAT rate on pet food, in percent: base_price_tf = base_price / (1 + rate). */
    vat_percent: z.number(),
    countries: z
      .array(
        z
          .object({
            country: countryCode,
            free_shipping_threshold_cents: z.number().int().positive(),
            home_delivery_cents: z.number().int().positive(),
            pickup_point_cents: z.number().int().positive(),
          })
          .strict(),
      )
      .length(3),
  })
  .strict();

export type Category = z.infer<typeof categorySchema>;
export type Link = z.infer<typeof linkSchema>;
export type Menus = z.infer<typeof menusSchema>;
export type Home = z.infer<typeof homeSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type Shop = z.infer<typeof shopSchema>;
export type CrossSell = z.infer<typeof crossSellSchema>;
export type Campaigns = z.infer<typeof campaignsSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type Shipping = z.infer<typeof shippingSchema>;
export { weekdays };
