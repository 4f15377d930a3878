// Tracking calls (spec §7): the event payload, the actions the answer may carry, and campaign reports.
import { z } from 'zod/mini';

export const TRACKED_EVENTS = ['init', 'page_view', 'view_cart', 'view_item'] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

/** Analytics client types and connection states (spec §6). */
export const CLIENT_TYPES = ['Guest', 'New client', 'Old client'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const CONNECTION_STATES = ['Connected', 'Non-connected'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Bounds that keep a stored event small; a browser never comes near them. */
export const TRACKING_LIMITS = { short: 64, text: 255, url: 2048, abtests: 20, utm: 10 } as const;
const short = z.string().check(z.minLength(1)).check(z.maxLength(TRACKING_LIMITS.short));
const text = z.string().check(z.maxLength(TRACKING_LIMITS.text));
const url = z.string().check(z.maxLength(TRACKING_LIMITS.url));
const shortRecord = (max: number) =>
  z.record(short, short).check(z.refine((r) => Object.keys(r).length <= max, { message: `at most ${max} entries` }));

export const trackingEventSchema = z.object({
  event: z.enum(TRACKED_EVENTS),
  platform_env: short,
  site_entity: z.literal('store'),
  country_version: short,
  store_code: short,
  /** Application name plus locale, e.g. `gamelle-fr`. */
  app_name: short,
  /** A/B test name → segment. */
  abtests: shortRecord(TRACKING_LIMITS.abtests),
  // Init only:
  page_location: z.optional(url),
  page_template: z.optional(short),
  category_1: z.optional(text),
  category_2: z.optional(text),
  category_3: z.optional(text),
  user_data: z.optional(
    z.object({
      client_type: z.enum(CLIENT_TYPES),
      connection_state: z.enum(CONNECTION_STATES),
      email_hashed: z.optional(z.string().check(z.maxLength(128))),
    }),
  ),
  // Page views only:
  page_path: z.optional(url),
  /** The query string without utm_ parameters. */
  page_query: z.optional(url),
  /** utm_ parameters, only when present. */
  utm: z.optional(
    z.record(short, text).check(
      z.refine((r) => Object.keys(r).length <= TRACKING_LIMITS.utm, {
        message: `at most ${TRACKING_LIMITS.utm} entries`,
      }),
    ),
  ),
  /** view_item / view_cart details. */
  ecommerce: z.optional(z.record(z.string(), z.unknown())),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const POPUP_TYPES = [
  'country_selection_wall',
  'language_switcher_wall',
  'markdown_modal',
  'exit_popup',
] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

const campaign = z.string().check(z.minLength(1));

/** Payload schema of each action the tracker knows; others are ignored. */
export const trackingActionSchemas = {
  top_header: z.object({ campaign, content: z.string(), link: z.optional(z.string()) }),
  popup: z.object({
    campaign,
    popup_type: z._default(z.enum(POPUP_TYPES), 'exit_popup'),
    popup_configuration: z._default(z.record(z.string(), z.unknown()), {}),
  }),
  ad_product_offer: z.object({ campaign, sku: z.string(), title: z.string(), content: z.optional(z.string()) }),
  ad_push_category: z.object({
    campaign,
    category: z.string(),
    title: z.string(),
    content: z.optional(z.string()),
    link: z.optional(z.string()),
  }),
  page_view_done: z.looseObject({}),
  abtest: z.object({ name: z.string(), segment: z.string() }),
} as const;
export type TrackingActionName = keyof typeof trackingActionSchemas;
export type TrackingAction = {
  [K in TrackingActionName]: { name: K; payload: z.output<(typeof trackingActionSchemas)[K]> };
}[TrackingActionName];

/** The answer of POST {tracking}/: action name → payload. */
export const trackingResponseSchema = z.record(z.string(), z.unknown());

/** The known, well-formed actions of an answer, in its order; unknown or malformed ones are dropped. */
export function knownTrackingActions(response: Record<string, unknown>): TrackingAction[] {
  const actions: TrackingAction[] = [];
  for (const [name, payload] of Object.entries(response)) {
    if (!(name in trackingActionSchemas)) continue;
    const parsed = trackingActionSchemas[name as TrackingActionName].safeParse(payload);
    if (parsed.success) actions.push({ name, payload: parsed.data } as TrackingAction);
  }
  return actions;
}

/** POST {tracking}/report/{campaign} */
export const campaignReportBodySchema = z.object({ app_name: short });

/** A campaign id as content names them (the `{campaign}` of the report call). */
export const CAMPAIGN_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export type CampaignReportBody = z.infer<typeof campaignReportBodySchema>;
