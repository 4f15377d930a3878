// The tracker's answer (contract/src/marketing/tracking.ts): the campaigns of content/data/campaigns.json that are live
// on the given day, as actions, plus an A/B test assignment for a test the visitor is not in yet.
import type { TrackingEvent } from '@gamelle/contract/marketing/tracking';
import { campaigns } from '../collections.ts';
import { linkHref } from '../paths.ts';
import type { Locale } from '../schema.ts';

/** Action name → payload, as POST {tracking}/ answers. `today` is an ISO date (YYYY-MM-DD). */
export function trackingActionsFor(event: TrackingEvent, locale: Locale, today: string): Record<string, unknown> {
  const live = <T extends { from: string; to: string }>(list: T[]) =>
    list.filter((c) => c.from <= today && today <= c.to);
  const actions: Record<string, unknown> = {};
  const banner = live(campaigns.top_header)[0];
  if (banner) {
    const link = banner.link && linkHref(banner.link, locale);
    actions.top_header = { campaign: banner.id, content: banner.message[locale], ...(link ? { link } : {}) };
  }
  const exit = live(campaigns.popups).find((p) => p.popup_type === 'exit_popup');
  if (exit) {
    actions.popup = {
      campaign: exit.id,
      popup_type: exit.popup_type,
      popup_configuration: {
        title: exit.title[locale],
        body: exit.body[locale],
        ...(exit.cta ? { cta: exit.cta[locale] } : {}),
        ...(exit.coupon ? { coupon: exit.coupon } : {}),
      },
    };
  }
  const offer = live(campaigns.product_offers)[0];
  if (offer && event.event === 'view_item') {
    actions.ad_product_offer = { campaign: offer.id, sku: offer.sku, title: offer.label[locale] };
  }
  const push = live(campaigns.category_pushes)[0];
  if (push) {
    const link = linkHref(push.link, locale);
    actions.ad_push_category = {
      campaign: push.id,
      category: push.category,
      title: push.title[locale],
      content: push.text[locale],
      ...(link ? { link } : {}),
    };
  }
  if (event.event === 'page_view') actions.page_view_done = {};
  const test = campaigns.abtests.find((t) => !(t.name in event.abtests));
  if (test)
    actions.abtest = { name: test.name, segment: segmentFor(test, `${event.app_name}:${event.page_path ?? ''}`) };
  return actions;
}

/** A segment picked by weight from a stable hash, so the same visitor context gets the same answer. */
function segmentFor(test: { segments: string[]; weights: number[] }, seed: string): string {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0;
  const total = test.weights.reduce((a, b) => a + b, 0);
  let pick = h % total;
  for (let i = 0; i < test.segments.length; i++) {
    pick -= test.weights[i] ?? 0;
    if (pick < 0) return test.segments[i]!;
  }
  return test.segments[0]!;
}
