// The tracker's answer read without zod (the shop's pages carry none): each known action whose payload has the
// expected shape, the same actions as the contract's `knownTrackingActions` keeps (tested against it).
import type { PopupType, TrackingAction } from '@gamelle/contract/marketing/tracking';

export type ActionOf<K extends TrackingAction['name']> = Extract<TrackingAction, { name: K }>['payload'];
export type TopHeader = ActionOf<'top_header'>;
export type Popup = ActionOf<'popup'>;
export type ProductOffer = ActionOf<'ad_product_offer'>;
export type CategoryPush = ActionOf<'ad_push_category'>;
export type AbTestAssignment = ActionOf<'abtest'>;

const POPUP_TYPES: readonly PopupType[] = [
  'country_selection_wall',
  'language_switcher_wall',
  'markdown_modal',
  'exit_popup',
];

type Reader<T> = (payload: Record<string, unknown>) => T | undefined;
const str = (value: unknown): value is string => typeof value === 'string';
const optionalStr = (value: unknown) => value === undefined || str(value);
const campaignOf = (p: Record<string, unknown>) => (str(p.campaign) && p.campaign.length > 0 ? p.campaign : undefined);

const readers: { [K in TrackingAction['name']]: Reader<ActionOf<K>> } = {
  top_header: (p) => {
    const campaign = campaignOf(p);
    if (!campaign || !str(p.content) || !optionalStr(p.link)) return undefined;
    return { campaign, content: p.content, ...(str(p.link) ? { link: p.link } : {}) };
  },
  popup: (p) => {
    const campaign = campaignOf(p);
    const type = p.popup_type ?? 'exit_popup';
    const configuration = p.popup_configuration ?? {};
    if (!campaign || !POPUP_TYPES.includes(type as PopupType)) return undefined;
    if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration)) return undefined;
    return {
      campaign,
      popup_type: type as PopupType,
      popup_configuration: configuration as Record<string, unknown>,
    };
  },
  ad_product_offer: (p) => {
    const campaign = campaignOf(p);
    if (!campaign || !str(p.sku) || !str(p.title) || !optionalStr(p.content)) return undefined;
    return { campaign, sku: p.sku, title: p.title, ...(str(p.content) ? { content: p.content } : {}) };
  },
  ad_push_category: (p) => {
    const campaign = campaignOf(p);
    if (!campaign || !str(p.category) || !str(p.title) || !optionalStr(p.content) || !optionalStr(p.link))
      return undefined;
    return {
      campaign,
      category: p.category,
      title: p.title,
      ...(str(p.content) ? { content: p.content } : {}),
      ...(str(p.link) ? { link: p.link } : {}),
    };
  },
  page_view_done: (p) => p,
  abtest: (p) => (str(p.name) && str(p.segment) ? { name: p.name, segment: p.segment } : undefined),
};

/** The known, well-formed actions of an answer, in its order; unknown or malformed ones are dropped. */
export function readActions(answer: unknown): TrackingAction[] {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return [];
  const actions: TrackingAction[] = [];
  for (const [name, payload] of Object.entries(answer)) {
    if (!Object.hasOwn(readers, name)) continue;
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) continue;
    const read = readers[name as TrackingAction['name']] as Reader<unknown>;
    const value = read(payload as Record<string, unknown>);
    if (value !== undefined) actions.push({ name, payload: value } as TrackingAction);
  }
  return actions;
}

/** A string of a pop-up's configuration (title, body, cta), or the fallback. */
export function configText(popup: Popup, key: string, fallback = ''): string {
  const value = popup.popup_configuration[key];
  return typeof value === 'string' ? value : fallback;
}
