// The page the analytics events belong to: page_view is pushed once the page has loaded (MarketingRoot), and a
// view_item or view_cart of that page waits for it, so the data layer reads in the order a tag manager expects.
import type { TrackingEvent } from '@gamelle/contract/marketing/tracking';
import { pushEcommerce, type EcommerceItem } from './analytics.ts';

type Base = Omit<TrackingEvent, 'event'>;
let current: { key: string; base: Base } | null = null;
const waiting: { key: string; run: (base: Base) => void }[] = [];

/** The page's key: its public path and query. */
export function pageKey(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Called after the page's page_view: runs what waited for this page, drops what waited for another. */
export function pageViewed(key: string, base: Base): void {
  current = { key, base };
  for (const entry of waiting.splice(0)) if (entry.key === key) entry.run(base);
}

/** Pushes view_item / view_cart for the page being shown, after its page_view. */
export function pushForPage(name: 'view_item' | 'view_cart', items: readonly EcommerceItem[]): void {
  const key = pageKey();
  const run = (base: Base) => pushEcommerce(name, base, items);
  if (current?.key === key) run(current.base);
  else waiting.push({ key, run });
}
