// The analytics data layer (spec §7): page_view, view_item and view_cart pushed to `window.dataLayer` with the
// tracking event's fields, and Google Consent Mode's calls. Pushing to the array sends nothing anywhere: only the
// tag manager, loaded after consent, reads it.
import type { TrackingEvent } from '@gamelle/contract/marketing/tracking';
import type { MarketingState } from './store.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  return (window.dataLayer ??= []);
}

/** `gtag(...)` as Google documents it: the arguments object itself goes into the data layer. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the tag manager reads an Arguments object, not an array
  dataLayer().push(arguments);
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

/** A page view, with the fields of the tracking event (page_location and page_path both, for the tag manager). */
export function pushPageView(event: TrackingEvent, pageLocation: string): void {
  const { event: _kind, ...fields } = event;
  dataLayer().push({ event: 'page_view', ...fields, page_location: pageLocation });
}

/** view_item / view_cart in GA4's ecommerce shape (amounts in euros), the previous ecommerce object cleared first. */
export function pushEcommerce(
  name: 'view_item' | 'view_cart',
  base: Omit<TrackingEvent, 'event'>,
  items: readonly EcommerceItem[],
): void {
  const value = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  dataLayer().push({ ecommerce: null });
  dataLayer().push({ ...base, event: name, ecommerce: { currency: 'EUR', value, items } });
}

/**
 * The data layer's `page_view_done` (spec §7 names the action, not its effect): the tracker's answer to a page view
 * has been applied in full (banner, pop-up, offer, push shown or cleared, A/B assignment stored). Tags that must
 * not run before the page's marketing has settled (an A/B test's exposure, a campaign's impression) trigger on it,
 * with the campaigns the page shows and the visitor's segments at that moment.
 */
export function pageViewDoneEntry(
  pagePath: string,
  shown: Pick<MarketingState, 'banner' | 'popup' | 'offer' | 'push'>,
  abtests: Record<string, string>,
): { event: 'page_view_done'; page_path: string; campaigns: string[]; abtests: Record<string, string> } {
  const campaigns = [shown.banner, shown.popup, shown.offer, shown.push].flatMap((c) => (c ? [c.campaign] : []));
  return { event: 'page_view_done', page_path: pagePath, campaigns, abtests };
}

export function pushPageViewDone(entry: ReturnType<typeof pageViewDoneEntry>): void {
  dataLayer().push(entry);
}
