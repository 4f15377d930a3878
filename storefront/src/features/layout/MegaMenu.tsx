import type { MenuItem, MenuLink } from '@gamelle/contract/content/page';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { contentQueries } from '../content/index.ts';
import { ContentLink, useDisclosureDismiss, useIsBuiltLink, useLocale } from '../shared/index.ts';
import { attachMenuKeys } from './mega-menu-keys.ts';
import * as styles from './mega-menu.css.ts';

/**
 * The main menu from the content API (b2c-header). A universe with sub-categories (dog, cat) opens a panel of
 * tiles, each with the shop's own picture of the category (or the sample pack's packshot), over the page rather
 * than pushing it. Each panel is a `<details>`: it opens with the keyboard, a tap and without JavaScript; with it,
 * one panel at a time, and Escape (focus back on its button), a press outside and a navigation close it. The arrow
 * keys follow the WAI-ARIA disclosure navigation menu, and a focused entry of the row (which scrolls sideways on a
 * phone) shows whole, clear of the row's fades (mega-menu-keys.ts). No page's first load carries this module: it
 * loads on intent or at idle (SiteHeader.tsx, intentLazy), the server's HTML working natively meanwhile (links, and
 * `<details>` that a tap or Enter opens; the arrows once it has loaded).
 */
export function MegaMenu({ label, allLabel }: { label: string; allLabel: (name: string) => string }) {
  const locale = useLocale();
  const { data: header } = useQuery(contentQueries.header(locale));
  const isBuilt = useIsBuiltLink();
  const list = useRef<HTMLUListElement>(null);
  const hasMenu = header !== undefined;
  useEffect(() => {
    const menu = list.current;
    if (!menu) return;
    return attachMenuKeys(menu);
  }, [hasMenu]);
  if (!header) return null;
  return (
    <nav aria-label={label} className={styles.nav} data-intent="mega-menu">
      <ul className={styles.menu} data-testid="main-menu" ref={list}>
        {header.menu
          .filter((item) => isBuilt(item.url, item.external))
          .map((item) => (
            <li key={item.url}>
              {item.children?.length ? (
                <MegaMenuPanel
                  item={item}
                  allLabel={allLabel(item.label)}
                  links={item.children.filter((child) => isBuilt(child.url, child.external))}
                />
              ) : (
                <ContentLink url={item.url} external={item.external} className={styles.topLink}>
                  {item.label}
                </ContentLink>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}

function MegaMenuPanel({ item, allLabel, links }: { item: MenuItem; allLabel: string; links: MenuLink[] }) {
  const disclosure = useDisclosureDismiss();
  // One panel at a time: opening one closes the others of the menu.
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (!details.open) return;
    details
      .closest('ul')
      ?.querySelectorAll('details[open]')
      .forEach((other) => {
        if (other !== details) (other as HTMLDetailsElement).open = false;
      });
  };
  return (
    <details ref={disclosure} className={styles.entry} onToggle={onToggle}>
      <summary className={styles.trigger}>{item.label}</summary>
      <div className={styles.panel}>
        <ul className={styles.tiles}>
          <li>
            <Tile link={{ ...item, label: allLabel }} strong />
          </li>
          {links.map((link) => (
            <li key={link.url}>
              <Tile link={link} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function Tile({ link, strong }: { link: MenuLink; strong?: boolean }) {
  return (
    <ContentLink url={link.url} external={link.external} className={strong ? styles.tileAll : styles.tile}>
      {link.image ? (
        // The tile's text names the link: the picture is decoration (empty alt), loaded once the panel shows.
        <img
          className={styles.tileImage}
          src={`${link.image.url}${link.image.hash ? `?v=${link.image.hash}` : ''}`}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : (
        <span className={styles.tileImage} />
      )}
      <span>{link.label}</span>
    </ContentLink>
  );
}
