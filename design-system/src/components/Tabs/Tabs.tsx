import * as RadixTabs from '@radix-ui/react-tabs';
import type { MouseEvent, ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

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
function Root({ children, ...props }: TabsRootProps) {
  return <RadixTabs.Root {...props}>{children}</RadixTabs.Root>;
}

export interface TabsListProps {
  children: ReactNode;
  /** What the tabs are about ("Informations produit"): names the tablist for screen readers. */
  label: string;
}

function List({ children, label }: TabsListProps) {
  return (
    <RadixTabs.List className={styles.list} aria-label={label} loop>
      {children}
    </RadixTabs.List>
  );
}

export interface TabProps {
  children: ReactNode;
  value: string;
  disabled?: boolean;
  /**
   * Radix selects a tab on its mousedown (or focus, or Enter/Space): a click that comes alone (a press replayed by
   * the page once its code is live, an assistive technology's activation) selects nothing unless the page's
   * `onClick` does (with a controlled `Tabs.Root`, its `onValueChange` with the tab's value).
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Data attributes, on the tab's button (a page's own hooks: a press held until its code is live). */
  [data: `data-${string}`]: string | undefined;
}

function Tab({ children, value, disabled, onClick, ...data }: TabProps) {
  return (
    <RadixTabs.Trigger {...data} className={styles.tab} value={value} disabled={disabled} onClick={onClick}>
      {children}
    </RadixTabs.Trigger>
  );
}

export interface TabPanelProps {
  children: ReactNode;
  value: string;
}

function Panel({ children, value }: TabPanelProps) {
  return (
    <RadixTabs.Content className={styles.panel} value={value}>
      {children}
    </RadixTabs.Content>
  );
}

/** Tabs in compound parts (Radix behaviour): `Tabs.Root/List/Tab/Panel`. */
export const Tabs = { Root, List, Tab, Panel };
