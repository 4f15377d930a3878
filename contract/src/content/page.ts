// Pages, menus and cross-sells of the content API (spec §3, §7).
import { z } from 'zod/mini';
import { imageSchema } from './common.ts';

/** `GET {page key}`: a page is a slug and free attributes; `title` is always there. */
export const pageSchema = z.object({
  slug: z.string(),
  locale: z.enum(['fr', 'nl']),
  attributes: z.looseObject({
    title: z.string(),
    /** Markdown body, when the page is text (legal pages, FAQ answers). */
    body: z.optional(z.string()),
    seo: z.optional(z.object({ title: z.string(), description: z.string(), noindex: z.optional(z.boolean()) })),
    /** `landing` pages render without the shop's layout. */
    layout: z.optional(z.enum(['default', 'landing'])),
  }),
});
export type Page = z.infer<typeof pageSchema>;

export const menuLinkSchema = z.object({
  label: z.string(),
  url: z.string(),
  /** True for a link leaving the site: only then may it navigate away (see rules/safe-link). */
  external: z.optional(z.boolean()),
  image: z.optional(imageSchema),
  highlight: z.optional(z.boolean()),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

export const menuItemSchema = z.extend(menuLinkSchema, {
  children: z.optional(z.array(z.extend(menuLinkSchema, { children: z.optional(z.array(menuLinkSchema)) }))),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** GET b2c-header */
export const headerSchema = z.object({
  locale: z.enum(['fr', 'nl']),
  menu: z.array(menuItemSchema),
  /** Short reassurance messages shown above the menu. */
  reassurance: z.optional(z.array(z.string())),
});
export type Header = z.infer<typeof headerSchema>;

/** GET b2c-footer */
export const footerSchema = z.object({
  locale: z.enum(['fr', 'nl']),
  columns: z.array(z.object({ title: z.string(), links: z.array(menuLinkSchema) })),
  legal: z.array(menuLinkSchema),
  social: z.optional(z.array(z.object({ network: z.string(), url: z.string() }))),
});
export type Footer = z.infer<typeof footerSchema>;

/** GET b2c-cross-sells/{key}: skus only; the products are then fetched in one batch. */
export const crossSellSchema = z.object({
  key: z.string(),
  /** The product the suggestions go with, null for the generic list (`cross_sell_divers`). */
  main_product: z.nullable(z.string()),
  products: z.array(z.string()),
});
export type CrossSell = z.infer<typeof crossSellSchema>;
