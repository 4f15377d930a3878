// Header and footer in the content API's shapes (contract/src/content/page.ts), links resolved per locale.
import type { Footer, Header, MenuLink } from '@gamelle/contract/content/page';
import type { Image } from '@gamelle/contract/content/common';
import { categoryByKey } from '../catalogue.ts';
import { home, menus } from '../collections.ts';
import { toImage } from './images.ts';
import { findBySku } from './products.ts';
import { linkHref } from '../paths.ts';
import type { Link, Locale, Localized } from '../schema.ts';

/** GET b2c-header */
export function headerFor(locale: Locale): Header {
  return {
    locale,
    menu: menus.header.map((entry) => ({
      ...menuLink(entry, locale),
      ...pictureOf(entry.link, locale),
      ...(entry.children
        ? {
            children: entry.children.map((child) => ({ ...menuLink(child, locale), ...pictureOf(child.link, locale) })),
          }
        : {}),
    })),
    reassurance: home.reassurance.map((r) => `${r.title[locale]} · ${r.text[locale]}`),
  };
}

/** GET b2c-footer */
export function footerFor(locale: Locale): Footer {
  return {
    locale,
    columns: menus.footer.map((column) => ({
      title: column.title[locale],
      links: column.links.map((link) => menuLink(link, locale)),
    })),
    legal: menus.footer_legal.map((link) => menuLink(link, locale)),
    social: menus.social.map((s) => ({ network: s.network, url: s.url })),
  };
}

/**
 * The shop's own picture of what a header link leads to (the mega-menu's tiles): a category's drawing, a product's
 * packshot; none for pages and fixed paths.
 */
function pictureOf(link: Link, locale: Locale): { image?: Image } {
  if ('category' in link) {
    const category = categoryByKey(link.category);
    return category ? { image: toImage(category.image, locale) } : {};
  }
  if ('product' in link) {
    const image = findBySku(link.product)?.images[0];
    return image ? { image: toImage(image, locale) } : {};
  }
  return {};
}

/** Links were checked by the content tests, so an unresolved one is a bug worth failing on. */
export function menuLink(entry: { label: Localized; link: Link }, locale: Locale): MenuLink {
  const url = linkHref(entry.link, locale);
  if (url === undefined) throw new Error(`Menu link "${entry.label.fr}" leads nowhere: ${JSON.stringify(entry.link)}`);
  return { label: entry.label[locale], url };
}
