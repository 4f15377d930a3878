// Which campaigns a visitor sees (issue 18): the targeting of a campaign (country, language, page template, category,
// visitor type, connection state, A/B segment), its date window on the shop's calendar, its priority, and the A/B
// segment a visitor is assigned. Pure functions: the server and the mocks both answer the tracking call through
// them (via @gamelle/content's trackingActionsFor), so they answer alike.
import { z } from 'zod/mini';
import { shopDate } from '../pet/age.ts';
import { inAbSegment } from './ab-tests.ts';
import {
  CLIENT_TYPES,
  CONNECTION_STATES,
  type ClientType,
  type ConnectionState,
  type TrackingEvent,
} from './tracking.ts';

export { inAbSegment };

export const TARGET_COUNTRIES = ['FR', 'BE', 'LU'] as const;
export type TargetCountry = (typeof TARGET_COUNTRIES)[number];
export const TARGET_LANGUAGES = ['fr', 'nl'] as const;
export type TargetLanguage = (typeof TARGET_LANGUAGES)[number];

const nonEmpty = <T extends z.core.$ZodType>(item: T) => z.optional(z.array(item).check(z.minLength(1)));

/**
 * Who a campaign is for. Every criterion given must hold (and); inside one criterion any listed value will do (or).
 * A campaign without targeting is for everyone.
 */
export const campaignTargetingSchema = z.strictObject({
  countries: nonEmpty(z.enum(TARGET_COUNTRIES)),
  languages: nonEmpty(z.enum(TARGET_LANGUAGES)),
  /** The `page_template` of the event (home, category, product, cart…). */
  page_templates: nonEmpty(z.string().check(z.minLength(1))),
  /** Any of the event's `category_1`..`category_3`. */
  categories: nonEmpty(z.string().check(z.minLength(1))),
  visitor_types: nonEmpty(z.enum(CLIENT_TYPES)),
  connection_states: nonEmpty(z.enum(CONNECTION_STATES)),
  /** The visitor's segment of an A/B test (spec §4: with no stored entry, only `control` matches). */
  abtest: z.optional(
    z.strictObject({
      name: z.string().check(z.minLength(1)),
      segments: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    }),
  ),
});
export type CampaignTargeting = z.infer<typeof campaignTargetingSchema>;

/** What the targeting of every campaign is matched against, for one tracking call. */
export interface VisitorContext {
  country: TargetCountry;
  language: TargetLanguage;
  pageTemplate: string | null;
  categories: string[];
  clientType: ClientType;
  connectionState: ConnectionState;
  abtests: Record<string, string>;
}

/** A campaign as selection sees it: its window (ISO days, both included), targeting and priority. */
export interface TargetedCampaign {
  id: string;
  from: string;
  to: string;
  targeting?: CampaignTargeting | undefined;
  /** Higher first; 0 when absent. */
  priority?: number | undefined;
}

/** The `locale` query of the tracking call: `fr`, `nl`, `fr-FR`, `nl-BE`, `fr_LU`… (case-insensitive). */
const LOCALE_PATTERN = /^(fr|nl)(?:[-_](fr|be|lu))?$/i;

export function isTrackingLocale(value: string): boolean {
  return LOCALE_PATTERN.test(value);
}

/** What the visitor is known as between events: their last `user_data` (visitor type and connection state). */
export interface RememberedVisitor {
  clientType: ClientType;
  connectionState: ConnectionState;
}

/**
 * The visitor context of an event. Country and language come from the call's `locale` (`nl-BE`), the country
 * falling back to the event's `country_version` (the Dutch site is the Belgian one); page template and categories
 * from the event; visitor type and connection state from the event's `user_data`, else what the visitor was last
 * known as, else a guest who is not connected.
 */
export function visitorContext(
  event: TrackingEvent,
  locale: string | null | undefined,
  remembered: RememberedVisitor | null = null,
): VisitorContext {
  const match = locale ? LOCALE_PATTERN.exec(locale) : null;
  const language = (match?.[1]?.toLowerCase() as TargetLanguage | undefined) ?? 'fr';
  const country = (match?.[2]?.toUpperCase() as TargetCountry | undefined) ?? countryOfSite(event.country_version);
  return {
    country,
    language,
    pageTemplate: event.page_template ?? null,
    categories: [event.category_1, event.category_2, event.category_3].filter((c): c is string => !!c),
    clientType: event.user_data?.client_type ?? remembered?.clientType ?? 'Guest',
    connectionState: event.user_data?.connection_state ?? remembered?.connectionState ?? 'Non-connected',
    abtests: event.abtests,
  };
}

/** `country_version` of the event (fr, be, nl, or a country code) as a country; France when unknown. */
export function countryOfSite(countryVersion: string): TargetCountry {
  const code = countryVersion.toUpperCase();
  if (code === 'NL') return 'BE';
  return (TARGET_COUNTRIES as readonly string[]).includes(code) ? (code as TargetCountry) : 'FR';
}

/** Whether every criterion of the targeting holds for the visitor. */
export function matchesTargeting(targeting: CampaignTargeting | undefined, visitor: VisitorContext): boolean {
  if (!targeting) return true;
  const { countries, languages, page_templates, categories, visitor_types, connection_states, abtest } = targeting;
  if (countries && !countries.includes(visitor.country)) return false;
  if (languages && !languages.includes(visitor.language)) return false;
  if (page_templates && (!visitor.pageTemplate || !page_templates.includes(visitor.pageTemplate))) return false;
  if (categories && !categories.some((c) => visitor.categories.includes(c))) return false;
  if (visitor_types && !visitor_types.includes(visitor.clientType)) return false;
  if (connection_states && !connection_states.includes(visitor.connectionState)) return false;
  if (abtest && !inAbSegment(visitor.abtests, abtest.name, abtest.segments)) return false;
  return true;
}

/** Whether the campaign's window holds the shop's calendar day (Europe/Paris) of `now`, both ends included. */
export function isLive(campaign: Pick<TargetedCampaign, 'from' | 'to'>, now: Date): boolean {
  const today = shopDate(now);
  return campaign.from <= today && today <= campaign.to;
}

/**
 * The campaign the visitor gets among `campaigns`: live at `now`, targeted at them, the highest priority first and,
 * between equal priorities, the first listed. Undefined when none is.
 */
export function pickCampaign<T extends TargetedCampaign>(
  campaigns: readonly T[],
  visitor: VisitorContext,
  now: Date,
): T | undefined {
  let best: T | undefined;
  for (const campaign of campaigns) {
    if (!isLive(campaign, now) || !matchesTargeting(campaign.targeting, visitor)) continue;
    if (!best || (campaign.priority ?? 0) > (best.priority ?? 0)) best = campaign;
  }
  return best;
}

export interface AbTestDefinition {
  name: string;
  segments: readonly string[];
  weights: readonly number[];
}

/**
 * The segment of an A/B test for a visitor, picked by weight from a stable hash (FNV-1a) of the visitor's id and
 * the test's name: the same visitor always gets the same segment, even after clearing their storage, and two tests
 * split visitors independently.
 */
export function assignSegment(test: AbTestDefinition, visitorId: string): string {
  const seed = `${test.name}:${visitorId}`;
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619) >>> 0;
  const total = test.weights.reduce((a, b) => a + b, 0);
  let pick = total > 0 ? hash % total : 0;
  for (let i = 0; i < test.segments.length; i++) {
    pick -= test.weights[i] ?? 0;
    if (pick < 0) return test.segments[i]!;
  }
  return test.segments[0]!;
}

/** The first A/B test the visitor is not in yet (spec §4: a test is added only if its name is not stored). */
export function nextAbTest<T extends AbTestDefinition>(
  tests: readonly T[],
  abtests: Record<string, string>,
): T | undefined {
  return tests.find((t) => !Object.hasOwn(abtests, t.name));
}
