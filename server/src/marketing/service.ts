// The tracker (issue 18): answers an event with the actions of the campaigns the visitor gets, records the event and
// the campaigns answered, counts each campaign a visitor's browser reports showing once (the impression), and forgets
// everything after the retention period. No Hono here; every time is the shop's Clock.
import { CAMPAIGN_ACTIONS, campaignIds, trackingActionsFor } from '@gamelle/content/api';
import { type RememberedVisitor, visitorContext } from '@gamelle/contract/marketing/targeting';
import {
  CLIENT_TYPES,
  CONNECTION_STATES,
  type CampaignReportBody,
  type TrackingEvent,
} from '@gamelle/contract/marketing/tracking';
import { notFound } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import * as repo from './repository.ts';

/** Days an event, answer, report or idle visitor is kept. */
export const TRACKING_RETENTION_DAYS = 90;
/** Pruning runs on write at most this often (shop clock), so a busy tracker does not delete on every call. */
const PRUNE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Action name → payload for the visitor's event, recorded with the campaigns it answered. */
export async function track(
  services: Services,
  event: TrackingEvent,
  locale: string | undefined,
  visitorId: string,
): Promise<Record<string, unknown>> {
  const now = services.clock.now();
  const at = now.toISOString();
  const known = await repo.findVisitor(services.db, visitorId);
  const visitor = visitorContext(event, locale, known ? remembered(known) : null);
  const actions = trackingActionsFor(event, visitor, now, visitorId);
  const segments = segmentsKey(event.abtests);
  const answered = CAMPAIGN_ACTIONS.flatMap((action) => {
    const payload = actions[action] as { campaign?: string } | undefined;
    return payload?.campaign ? [{ action, campaign: payload.campaign }] : [];
  });
  await services.db.transaction().execute(async (tx) => {
    await repo.saveVisitor(tx, {
      id: visitorId,
      ...(event.user_data
        ? { clientType: event.user_data.client_type, connectionState: event.user_data.connection_state }
        : {}),
      segments,
      at,
    });
    await repo.insertEvent(
      tx,
      {
        visitor_id: visitorId,
        event: event.event,
        country: visitor.country,
        language: visitor.language,
        page_template: visitor.pageTemplate,
        page_path: event.page_path ?? null,
        segments,
        occurred_at: at,
      },
      answered,
    );
  });
  await pruneIfDue(services, now);
  return actions;
}

/** Counts the visitor's report of a campaign once; 404 for a campaign content does not hold. */
export async function report(
  services: Services,
  campaign: string,
  body: CampaignReportBody,
  visitorId: string,
): Promise<{ counted: boolean }> {
  if (!campaignIds().has(campaign)) throw notFound(`Unknown campaign: ${campaign}`);
  const now = services.clock.now();
  const at = now.toISOString();
  const known = await repo.findVisitor(services.db, visitorId);
  if (!known) await repo.touchVisitor(services.db, visitorId, at);
  const counted = await repo.insertReport(services.db, {
    visitor_id: visitorId,
    campaign,
    app_name: body.app_name,
    segments: known?.segments ?? '{}',
    reported_at: at,
  });
  await pruneIfDue(services, now);
  return { counted };
}

/** Deletes what is older than the retention period at `now`; answers the rows deleted per table. */
export function prune(services: Pick<Services, 'db'>, now: Date): Promise<Record<string, number>> {
  return repo.pruneBefore(services.db, new Date(now.getTime() - TRACKING_RETENTION_DAYS * DAY_MS).toISOString());
}

/** A/B segments as stored: the JSON of the entries sorted by test name, so one set of segments is one string. */
export function segmentsKey(abtests: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(abtests).sort(([a], [b]) => (a < b ? -1 : 1))));
}

const lastPrune = new WeakMap<Services, number>();

/** Prunes when an hour of shop time has passed since this app last did (or the clock went back). */
async function pruneIfDue(services: Services, now: Date): Promise<void> {
  const last = lastPrune.get(services);
  if (last !== undefined && now.getTime() >= last && now.getTime() - last < PRUNE_EVERY_MS) return;
  lastPrune.set(services, now.getTime());
  await prune(services, now);
}

function remembered(row: repo.VisitorRow): RememberedVisitor | null {
  const clientType = CLIENT_TYPES.find((t) => t === row.client_type);
  const connectionState = CONNECTION_STATES.find((s) => s === row.connection_state);
  return clientType && connectionState ? { clientType, connectionState } : null;
}
