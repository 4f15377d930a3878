// Table types of migration 0015 (tracking visitors and events, the campaigns answered, campaign reports).
import type { Generated } from 'kysely';

export interface TrackingVisitorsTable {
  /** The random id of the tracker's cookie. */
  id: string;
  client_type: string | null;
  connection_state: string | null;
  /** The A/B segments of the visitor's last event (see segmentsKey). */
  segments: string;
  created_at: string;
  last_seen_at: string;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  visitor_id: string;
  event: string;
  country: string;
  language: string;
  page_template: string | null;
  page_path: string | null;
  segments: string;
  occurred_at: string;
}

/** A campaign answered to a visitor. */
export interface TrackingAnswersTable {
  id: Generated<number>;
  event_id: number;
  visitor_id: string;
  campaign: string;
  action: string;
  segments: string;
  occurred_at: string;
}

/**
 * A campaign the visitor's browser reported showing (POST /tracking/report/{campaign}): the impression, once per visitor
 * and campaign.
 */
export interface TrackingReportsTable {
  id: Generated<number>;
  visitor_id: string;
  campaign: string;
  app_name: string;
  segments: string;
  reported_at: string;
}

export interface MarketingTables {
  tracking_visitors: TrackingVisitorsTable;
  tracking_events: TrackingEventsTable;
  tracking_answers: TrackingAnswersTable;
  tracking_reports: TrackingReportsTable;
}
