import type { MenuItem, MenuLink } from '@gamelle/contract/content/page';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { contentQueries } from '../content/index.ts';
import { ContentLink, useDisclosureDismiss, useIsBuiltLink, useLocale } from '../shared/index.ts';
import * as styles from './mega-menu.css.ts';

/**
 * The main menu from the content API (b2c-header). A universe with sub-categories (dog, cat) opens a panel of
 * tiles, each with the shop's own picture of the category (or the sample pack's packshot), over the page rather
 * than pushing it. Each panel is a `<details>`: it opens with the keyboard, a tap and without JavaScript; with it,
 * one panel at a time, and Escape (focus back on its button), a press outside and a navigation close it. The arrow
 * keys follow the WAI-ARIA disclosure navigation menu (see `moveInMenu`).
 */
export function MegaMenu({ label, allLabel }: { label: string; allLabel: (name: string) => string }) {
  const locale = useLocale();
  const { data: header } = useQuery(contentQueries.header(locale));
  const isBuilt = useIsBuiltLink();
  if (!header) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {/* Keys only move focus among the menu's own links and buttons, each reachable with Tab too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul className={styles.menu} data-testid="main-menu" onKeyDown={moveInMenu}>
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

const topLevelEntries = ':scope > li > details > summary, :scope > li > a';

/**
 * The disclosure navigation menu's keys (WAI-ARIA APG): on a top-level entry, Left and Right move to the previous
 * and next entry (closing an open panel), Home and End to the first and last, Down opens the entry's panel and
 * focuses its first link (Up its last); in a panel, Down or Right and Up or Left move among its links, Home and End
 * to its first and last. Tab still goes through everything; Escape is useDisclosureDismiss's.
 */
export function moveInMenu(event: KeyboardEvent<HTMLElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const menu = event.currentTarget;
  const target = event.target as HTMLElement;
  const entries = [...menu.querySelectorAll<HTMLElement>(topLevelEntries)];
  const entry = entries.indexOf(target);
  const moveTo = (next: HTMLElement | undefined) => {
    event.preventDefault();
    next?.focus();
  };
  if (entry >= 0) {
    const details = target.parentElement instanceof HTMLDetailsElement ? target.parentElement : null;
    const panelLinks = () => [...(details?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    const closeOpen = () => {
      menu.querySelectorAll<HTMLDetailsElement>('details[open]').forEach((open) => (open.open = false));
    };
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft': {
        const next = entries[entry + (event.key === 'ArrowRight' ? 1 : -1)];
        if (next) closeOpen();
        return moveTo(next);
      }
      case 'Home':
      case 'End':
        closeOpen();
        return moveTo(event.key === 'Home' ? entries[0] : entries.at(-1));
      case 'ArrowDown':
      case 'ArrowUp':
        if (!details) return;
        details.open = true;
        return moveTo(event.key === 'ArrowDown' ? panelLinks()[0] : panelLinks().at(-1));
    }
    return;
  }
  const panel = target.closest('details');
  if (!panel || !menu.contains(panel) || !target.matches('a[href]')) return;
  const links = [...panel.querySelectorAll<HTMLElement>('a[href]')];
  const index = links.indexOf(target);
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return moveTo(links[index + 1]);
    case 'ArrowUp':
    case 'ArrowLeft':
      return moveTo(links[index - 1]);
    case 'Home':
      return moveTo(links[0]);
    case 'End':
      return moveTo(links.at(-1));
  }
}

/** The reassurance line of the content API's header (the first promise on a phone, all from a tablet). */
export function Reassurance() {
  const locale = useLocale();
  const { data: header } = useQuery(contentQueries.header(locale));
  if (!header?.reassurance?.length) return null;
  return (
    <ul className={styles.reassurance}>
      {header.reassurance.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
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
