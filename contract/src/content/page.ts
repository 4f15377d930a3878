// Pages, menus and cross-sells of the content API (spec §3, §7).
import { z } from 'zod';
import { imageSchema } from './common.ts';

/** `GET {page key}`: a page is a slug and free attributes; `title` is always there. */
export const pageSchema = z.object({
  slug: z.string(),
  locale: z.enum(['fr', 'nl']),
  attributes: z.looseObject({
    title: z.string(),
    /** Markdown body, when the page is text (legal pages, FAQ answers). */
    body: z.string().optional(),
    seo: z.object({ title: z.string(), description: z.string(), noindex: z.boolean().optional() }).optional(),
    /** `landing` pages render without the shop's layout. */
    layout: z.enum(['default', 'landing']).optional(),
  }),
});
export type Page = z.infer<typeof pageSchema>;

export const menuLinkSchema = z.object({
  label: z.string(),
  url: z.string(),
  /** True for a link leaving the site: only then may it navigate away (see rules/safe-link). */
  external: z.boolean().optional(),
  image: imageSchema.optional(),
  highlight: z.boolean().optional(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

export const menuItemSchema = menuLinkSchema.extend({
  children: z.array(menuLinkSchema.extend({ children: z.array(menuLinkSchema).optional() })).optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** GET b2c-header */
export const headerSchema = z.object({
  locale: z.enum(['fr', 'nl']),
  menu: z.array(menuItemSchema),
  /** Short reassurance messages shown above the menu. */
  reassurance: z.array(z.string()).optional(),
});
export type Header = z.infer<typeof headerSchema>;

/** GET b2c-footer */
export const footerSchema = z.object({
  locale: z.enum(['fr', 'nl']),
  columns: z.array(z.object({ title: z.string(), links: z.array(menuLinkSchema) })),
  legal: z.array(menuLinkSchema),
  social: z.array(z.object({ network: z.string(), url: z.string() })).optional(),
});
export type Footer = z.infer<typeof footerSchema>;

/** GET b2c-cross-sells/{key}: skus only; the products are then fetched in one batch. */
export const crossSellSchema = z.object({
  key: z.string(),
  /** The product the suggestions go with, null for the generic list (`cross_sell_divers`). */
  main_product: z.string().nullable(),
  products: z.array(z.string()),
});
export type CrossSell = z.infer<typeof crossSellSchema>;
