// The way into `runtime.ts` from the code every page carries: a dynamic import, so the tracker's code is a chunk
// of its own that arrives after the page.
import type { EcommerceItem } from './analytics.ts';

/** The tracker and its companions, in their own chunk. */
export const loadRuntime = () => import('./runtime.ts');

/** Reports that the page showed a campaign (once per campaign until the next tracked event). */
export function reportCampaign(campaign: string): void {
  void loadRuntime().then((runtime) => runtime.reportCampaign(campaign));
}

/** view_item / view_cart for the page being shown, after its page_view. */
export function pushForPage(name: 'view_item' | 'view_cart', items: readonly EcommerceItem[]): void {
  void loadRuntime().then((runtime) => runtime.pushForPage(name, items));
}
