import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

// The WAI-ARIA tabs pattern written here rather than with Radix Tabs: Radix's version brought its roving focus,
// collection, presence and direction packages (7.5 KB gzip) into the first load of every page with tabs (the
// subscription's, the checkout's shipping step) for what fits in these lines (issue 19). The markup is Radix's:
// the same roles, ids and `data-state`, so the styles and the server's HTML are unchanged.

interface TabsState {
  base: string;
  value: string | undefined;
  select: (value: string) => void;
  manual: boolean;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`Tabs.${part} belongs inside Tabs.Root`);
  return state;
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`;
const panelId = (base: string, value: string) => `${base}-panel-${value}`;

export interface TabsRootProps {
  children: ReactNode;
  /** Controlled selected tab (with `onValueChange`)... */
  value?: string;
  /** ...or the initially selected tab, uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic`: arrows select as they move (the default); `manual`: Enter/Space selects. */
  activationMode?: 'automatic' | 'manual';
}

/** The tab set. Arrow keys move between tabs and wrap around at both ends; Home/End jump to the ends. */
function Root({ children, value, defaultValue, onValueChange, activationMode = 'automatic' }: TabsRootProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ base, value: current, select, manual: activationMode === 'manual' }}>
      <div data-orientation="horizontal">{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabsListProps {
  children: ReactNode;
  /** What the tabs are about ("Informations produit"): names the tablist for screen readers. */
  label: string;
}

/** The keys of a horizontal tab list: the tab to focus among the enabled ones, wrapping at both ends. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function List({ children, label }: TabsListProps) {
  useTabs('List');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    // Automatic activation: the tab's focus selects it (Tab's onFocus).
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    // The list itself takes no focus (WAI-ARIA tabs pattern): the selected tab is its one stop in the Tab order.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={styles.list}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export interface TabProps {
  children: ReactNode;
  value: string;
  disabled?: boolean;
}

/** A tab: the only one in the page's Tab order is the selected one (roving focus); the arrows reach the others. */
function Tab({ children, value, disabled }: TabProps) {
  const { base, value: current, select, manual } = useTabs('Tab');
  const selected = value === current;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(base, value)}
      aria-controls={panelId(base, value)}
      aria-selected={selected}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={styles.tab}
      onClick={() => select(value)}
      onFocus={() => {
        if (!manual && !disabled) select(value);
      }}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps {
  children: ReactNode;
  value: string;
}

/** A tab's panel, in the Tab order after the list; only the selected tab's content is rendered. */
function Panel({ children, value }: TabPanelProps) {
  const { base, value: current } = useTabs('Panel');
  const selected = value === current;
  return (
    <div
      role="tabpanel"
      id={panelId(base, value)}
      aria-labelledby={tabId(base, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      // The pattern's panel is focusable, so Tab reaches its content's start from the list (Radix did the same).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={styles.panel}
    >
      {selected ? children : null}
    </div>
  );
}

/** Tabs in compound parts: `Tabs.Root/List/Tab/Panel`. */
export const Tabs = { Root, List, Tab, Panel };
