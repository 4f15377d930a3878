// Tracking calls (spec §7): the event payload, the actions the answer may carry, and campaign reports.
import { z } from 'zod';

export const TRACKED_EVENTS = ['init', 'page_view', 'view_cart', 'view_item'] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

export const trackingEventSchema = z.object({
  event: z.enum(TRACKED_EVENTS),
  platform_env: z.string(),
  site_entity: z.literal('store'),
  country_version: z.string(),
  store_code: z.string(),
  /** Application name plus locale, e.g. `gamelle-fr`. */
  app_name: z.string(),
  /** A/B test name → segment. */
  abtests: z.record(z.string(), z.string()),
  // Init only:
  page_location: z.string().optional(),
  page_template: z.string().optional(),
  category_1: z.string().optional(),
  category_2: z.string().optional(),
  category_3: z.string().optional(),
  user_data: z
    .object({
      client_type: z.enum(['Guest', 'New client', 'Old client']),
      connection_state: z.enum(['Connected', 'Non-connected']),
      email_hashed: z.string().optional(),
    })
    .optional(),
  // Page views only:
  page_path: z.string().optional(),
  /** The query string without utm_ parameters. */
  page_query: z.string().optional(),
  /** utm_ parameters, only when present. */
  utm: z.record(z.string(), z.string()).optional(),
  /** view_item / view_cart details. */
  ecommerce: z.record(z.string(), z.unknown()).optional(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const POPUP_TYPES = [
  'country_selection_wall',
  'language_switcher_wall',
  'markdown_modal',
  'exit_popup',
] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

const campaign = z.string().min(1);

/** Payload schema of each action the tracker knows; others are ignored. */
export const trackingActionSchemas = {
  top_header: z.object({ campaign, content: z.string(), link: z.string().optional() }),
  popup: z.object({
    campaign,
    popup_type: z.enum(POPUP_TYPES).default('exit_popup'),
    popup_configuration: z.record(z.string(), z.unknown()).default({}),
  }),
  ad_product_offer: z.object({ campaign, sku: z.string(), title: z.string(), content: z.string().optional() }),
  ad_push_category: z.object({
    campaign,
    category: z.string(),
    title: z.string(),
    content: z.string().optional(),
    link: z.string().optional(),
  }),
  page_view_done: z.object({}).loose(),
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
export const campaignReportBodySchema = z.object({ app_name: z.string().min(1) });
export type CampaignReportBody = z.infer<typeof campaignReportBodySchema>;
