// The tracker's answer (contract/src/marketing/tracking.ts): for each kind of campaign of content/data/campaigns.json,
// the one the visitor gets (live on the shop's calendar, targeted at them, highest priority: the contract's
// targeting.ts), as an action, plus an A/B test assignment for a test the visitor is not in yet. The server and the
// mocks both answer with this function, so they answer alike.
import { assignSegment, nextAbTest, pickCampaign, type VisitorContext } from '@gamelle/contract/marketing/targeting';
import type { TrackingEvent } from '@gamelle/contract/marketing/tracking';
import { campaigns, categories } from '../collections.ts';
import { linkHref } from '../paths.ts';
import { LOCALES, type Locale } from '@gamelle/contract/shared/locales';

/** The campaign-bearing actions of an answer and the campaign each one shows. */
export const CAMPAIGN_ACTIONS = ['top_header', 'popup', 'ad_product_offer', 'ad_push_category'] as const;

/**
 * Action name → payload, as POST {tracking}/ answers, at instant `now` (the shop's clock). `visitorId` is the
 * visitor's stable id (the server's cookie), from which a new A/B segment is drawn.
 */
export function trackingActionsFor(
  event: TrackingEvent,
  context: VisitorContext,
  now: Date,
  visitorId: string,
): Record<string, unknown> {
  const locale = context.language;
  // Campaigns name categories by their key: a Dutch page's codes (`kat-natvoer`) and a French path's that differs
  // from its key (`chien-chiot` for `chiot`) reach the same campaigns as the key itself.
  const visitor = { ...context, categories: context.categories.map(canonicalCategoryCode) };
  const actions: Record<string, unknown> = {};
  const banner = pickCampaign(campaigns.top_header, visitor, now);
  if (banner) {
    const link = banner.link && linkHref(banner.link, locale);
    actions.top_header = { campaign: banner.id, content: banner.message[locale], ...(link ? { link } : {}) };
  }
  const popup = pickCampaign(campaigns.popups, visitor, now);
  if (popup) {
    actions.popup = {
      campaign: popup.id,
      popup_type: popup.popup_type,
      popup_configuration: {
        title: popup.title[locale],
        body: popup.body[locale],
        ...(popup.cta ? { cta: popup.cta[locale] } : {}),
        ...(popup.coupon ? { coupon: popup.coupon } : {}),
      },
    };
  }
  const offer = pickCampaign(campaigns.product_offers, visitor, now);
  if (offer) {
    actions.ad_product_offer = {
      campaign: offer.id,
      sku: offer.sku,
      title: offer.label[locale],
    };
  }
  const push = pickCampaign(campaigns.category_pushes, visitor, now);
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
  const test = nextAbTest(campaigns.abtests, event.abtests);
  if (test) actions.abtest = { name: test.name, segment: assignSegment(test, visitorId) };
  return actions;
}

/**
 * The language-independent code of a category as a page names it: its content key (`chien-croquettes`, `chiot`)
 * for the key itself or for its path's code in either language (`chien-croquettes` / `hond-brokken`,
 * `chien-chiot` / `hond-puppy`), the code unchanged when no category has it.
 */
export function canonicalCategoryCode(code: string): string {
  return categoryKeysByCode().get(code) ?? code;
}

let keysByCode: Map<string, string> | undefined;
function categoryKeysByCode(): Map<string, string> {
  if (keysByCode) return keysByCode;
  const byKey = new Map(categories.map((c) => [c.key, c]));
  const pathCode = (key: string, locale: Locale): string => {
    const category = byKey.get(key)!;
    const slug = category.slug[locale];
    return category.parent ? `${pathCode(category.parent, locale)}-${slug}` : slug;
  };
  keysByCode = new Map();
  for (const category of categories) {
    // Paths first, keys last: a key always names its own category, even where it is another's path code.
    for (const locale of LOCALES) keysByCode.set(pathCode(category.key, locale), category.key);
  }
  for (const category of categories) keysByCode.set(category.key, category.key);
  return keysByCode;
}

/** Every campaign id of content, whatever its kind (the report call refuses others). */
export function campaignIds(): Set<string> {
  return new Set(
    [...campaigns.top_header, ...campaigns.popups, ...campaigns.product_offers, ...campaigns.category_pushes].map(
      (c) => c.id,
    ),
  );
}

/**
 * Where each campaign leads, in both languages (paths as the tracker's `page_path`, with and without the trailing
 * slash): a banner's or push's link, an offer's product page, the links of a pop-up's markdown. A visitor who goes
 * there after seeing the campaign is a conversion; walls and the exit pop-up lead nowhere and have none.
 */
export function campaignTargetPaths(): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  const add = (id: string, hrefs: (string | undefined)[]) => {
    const paths = hrefs.flatMap((href) => {
      const path = href?.split(/[?#]/)[0];
      if (!path?.startsWith('/')) return [];
      return path.length > 1 && path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
    });
    if (paths.length > 0) targets.set(id, [...new Set(paths)]);
  };
  const both = (href: (locale: Locale) => string | undefined) => LOCALES.map(href);
  for (const b of campaigns.top_header) add(b.id, b.link ? both((l) => linkHref(b.link!, l)) : []);
  for (const p of campaigns.category_pushes)
    add(
      p.id,
      both((l) => linkHref(p.link, l)),
    );
  for (const o of campaigns.product_offers)
    add(
      o.id,
      both((l) => linkHref({ product: o.sku }, l)),
    );
  for (const p of campaigns.popups)
    add(
      p.id,
      LOCALES.flatMap((l) => [...p.body[l].matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1])),
    );
  return targets;
}

/** The A/B tests of content: name and segments, for reports. */
export function abTests(): { name: string; segments: string[] }[] {
  return campaigns.abtests.map((t) => ({ name: t.name, segments: [...t.segments] }));
}
