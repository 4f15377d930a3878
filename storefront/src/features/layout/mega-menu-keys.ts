// The mega-menu's arrow keys, and its row's focus (MegaMenu.tsx attaches them to its list once the page has painted).

const topLevelEntries = ':scope > li > details > summary, :scope > li > a';

/** Attaches the keys and the row's focus to the menu's list; returns what detaches them. */
export function attachMenuKeys(menu: HTMLElement): () => void {
  menu.addEventListener('keydown', moveInMenu);
  menu.addEventListener('focusin', revealEntry);
  // Says the keys are live (the stories and e2e wait for it).
  menu.dataset['keys'] = '';
  return () => {
    menu.removeEventListener('keydown', moveInMenu);
    menu.removeEventListener('focusin', revealEntry);
    delete menu.dataset['keys'];
  };
}

/**
 * A focused top-level entry (Tab, the arrows, a tap) scrolls whole into the row's view, its focus ring clear of the
 * fades: the row's scroll padding (mega-menu.css.ts) is the fades' width and the ring's. The browser's own focus
 * scrolling leaves an entry that already shows in part where it is, half under the end fade.
 */
export function revealEntry(event: FocusEvent) {
  const menu = event.currentTarget as HTMLElement;
  const target = event.target as HTMLElement;
  if (target.closest('li')?.parentElement === menu) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * The disclosure navigation menu's keys (WAI-ARIA APG): on a top-level entry, Left and Right move to the previous
 * and next entry (closing an open panel), Home and End to the first and last, Down opens the entry's panel and
 * focuses its first link (Up its last); in a panel, Down or Right and Up or Left move among its links, Home and End
 * to its first and last. Tab still goes through everything; Escape is useDisclosureDismiss's.
 */
export function moveInMenu(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const menu = event.currentTarget as HTMLElement;
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
