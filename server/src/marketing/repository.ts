// The tracker's records (migration 0015): the only SQL of marketing.
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { TrackingVisitorsTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type VisitorRow = Selectable<TrackingVisitorsTable>;

export function findVisitor(db: Db, id: string): Promise<VisitorRow | undefined> {
  return db.selectFrom('tracking_visitors').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates the visitor or refreshes what they are known as; `clientType` and `connectionState` only when given. */
export async function saveVisitor(
  db: Db,
  visitor: { id: string; clientType?: string; connectionState?: string; segments: string; at: string },
): Promise<void> {
  const known = {
    ...(visitor.clientType ? { client_type: visitor.clientType } : {}),
    ...(visitor.connectionState ? { connection_state: visitor.connectionState } : {}),
  };
  await db
    .insertInto('tracking_visitors')
    .values({
      id: visitor.id,
      client_type: visitor.clientType ?? null,
      connection_state: visitor.connectionState ?? null,
      segments: visitor.segments,
      created_at: visitor.at,
      last_seen_at: visitor.at,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...known, segments: visitor.segments, last_seen_at: visitor.at }))
    .execute();
}

/** Records a visitor who only reported, without touching what an event taught about them. */
export async function touchVisitor(db: Db, id: string, at: string): Promise<void> {
  await db
    .insertInto('tracking_visitors')
    .values({ id, client_type: null, connection_state: null, segments: '{}', created_at: at, last_seen_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ last_seen_at: at }))
    .execute();
}

export async function insertEvent(
  db: Db,
  event: {
    visitor_id: string;
    event: string;
    country: string;
    language: string;
    page_template: string | null;
    page_path: string | null;
    segments: string;
    occurred_at: string;
  },
  answered: { campaign: string; action: string }[],
): Promise<void> {
  const { id } = await db.insertInto('tracking_events').values(event).returning('id').executeTakeFirstOrThrow();
  if (answered.length === 0) return;
  await db
    .insertInto('tracking_answers')
    .values(
      answered.map((i) => ({
        event_id: id,
        visitor_id: event.visitor_id,
        campaign: i.campaign,
        action: i.action,
        segments: event.segments,
        occurred_at: event.occurred_at,
      })),
    )
    .execute();
}

/** Records the visitor's report of a campaign once: false when they had reported it already. */
export async function insertReport(
  db: Db,
  report: { visitor_id: string; campaign: string; app_name: string; segments: string; reported_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('tracking_reports')
    .values(report)
    .onConflict((oc) => oc.columns(['visitor_id', 'campaign']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Deletes every record older than `before` (an ISO instant); answers how many rows went, per table. */
export async function pruneBefore(db: Db, before: string): Promise<Record<string, number>> {
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  return {
    tracking_answers: count(
      await db.deleteFrom('tracking_answers').where('occurred_at', '<', before).executeTakeFirst(),
    ),
    tracking_events: count(await db.deleteFrom('tracking_events').where('occurred_at', '<', before).executeTakeFirst()),
    tracking_reports: count(
      await db.deleteFrom('tracking_reports').where('reported_at', '<', before).executeTakeFirst(),
    ),
    tracking_visitors: count(
      await db.deleteFrom('tracking_visitors').where('last_seen_at', '<', before).executeTakeFirst(),
    ),
  };
}

/** Campaigns answered between two instants: answers and distinct visitors per campaign. */
export function answersByCampaign(db: Db, from: string, to: string) {
  return db
    .selectFrom('tracking_answers')
    .select((eb) => [
      'campaign',
      eb.fn.countAll<number | string>().as('answers'),
      sql<number | string>`count(distinct ${eb.ref('visitor_id')})`.as('visitors'),
    ])
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .groupBy('campaign')
    .execute();
}

/** Campaigns answered per campaign and A/B segments (the JSON of segmentsKey) between two instants. */
export function answersBySegments(db: Db, from: string, to: string) {
  return db
    .selectFrom('tracking_answers')
    .select((eb) => ['campaign', 'segments', eb.fn.countAll<number | string>().as('count')])
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .groupBy(['campaign', 'segments'])
    .execute();
}

/** Impressions (reports) per campaign and A/B segments between two instants. */
export function reportsBySegments(db: Db, from: string, to: string) {
  return db
    .selectFrom('tracking_reports')
    .select((eb) => ['campaign', 'segments', eb.fn.countAll<number | string>().as('count')])
    .where('reported_at', '>=', from)
    .where('reported_at', '<', to)
    .groupBy(['campaign', 'segments'])
    .execute();
}

/**
 * Conversions of a campaign per A/B segments: visitors who reported it between two instants and then (at or after
 * their report) tracked a page whose path is one of `paths`, where the campaign leads.
 */
export function conversionsBySegments(db: Db, campaign: string, paths: string[], from: string, to: string) {
  return db
    .selectFrom('tracking_reports as r')
    .innerJoin('tracking_events as e', 'e.visitor_id', 'r.visitor_id')
    .select((eb) => ['r.segments', sql<number | string>`count(distinct ${eb.ref('r.visitor_id')})`.as('count')])
    .where('r.campaign', '=', campaign)
    .where('r.reported_at', '>=', from)
    .where('r.reported_at', '<', to)
    .where((eb) => eb('e.occurred_at', '>=', eb.ref('r.reported_at')))
    .where('e.page_path', 'in', paths)
    .groupBy('r.segments')
    .execute();
}

/** Tracked events and distinct visitors between two instants. */
export async function eventTotals(db: Db, from: string, to: string): Promise<{ events: number; visitors: number }> {
  const row = await db
    .selectFrom('tracking_events')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('events'),
      sql<number | string>`count(distinct ${eb.ref('visitor_id')})`.as('visitors'),
    ])
    .where('occurred_at', '>=', from)
    .where('occurred_at', '<', to)
    .executeTakeFirstOrThrow();
  return { events: Number(row.events), visitors: Number(row.visitors) };
}
