// Header and footer in the content API's shapes (contract/src/content/page.ts), links resolved per locale.
import type { Footer, Header, MenuLink } from '@gamelle/contract/content/page';
import { home, menus } from '../collections.ts';
import { linkHref } from '../paths.ts';
import type { Link, Locale, Localized } from '../schema.ts';

/** GET b2c-header */
export function headerFor(locale: Locale): Header {
  return {
    locale,
    menu: menus.header.map((entry) => ({
      ...menuLink(entry, locale),
      ...(entry.children ? { children: entry.children.map((child) => menuLink(child, locale)) } : {}),
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

/** Links were checked by the content tests, so an unresolved one is a bug worth failing on. */
export function menuLink(entry: { label: Localized; link: Link }, locale: Locale): MenuLink {
  const url = linkHref(entry.link, locale);
  if (url === undefined) throw new Error(`Menu link "${entry.label.fr}" leads nowhere: ${JSON.stringify(entry.link)}`);
  return { label: entry.label[locale], url };
}
