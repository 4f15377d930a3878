// The campaigns report of `pnpm ops campaigns report`, per campaign then per segment of each A/B test:
// - answers: how often the tracker answered the campaign, and to how many visitors;
// - impressions: visitors whose browser reported showing it (the report call, once per visitor);
// - conversions: of those, the visitors who then went where the campaign leads (a tracked page whose path is the
//   campaign's link, its product's page or a link of its text: content's campaignTargetPaths). A campaign that leads
//   nowhere (a wall, the exit pop-up, whose sign-ups the newsletter counts) has no conversions (`-`).
import { abTests, campaignTargetPaths } from '@gamelle/content/api';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import * as repo from './repository.ts';

export interface Figures {
  answers: number;
  impressions: number;
  /** Null when the campaign leads nowhere. */
  conversions: number | null;
}

export interface CampaignFigures extends Figures {
  campaign: string;
  /** Distinct visitors the campaign was answered to. */
  visitors: number;
}

export interface SegmentFigures {
  test: string;
  /** A segment of the test, or `(not assigned)` for visitors without one yet. */
  segment: string;
  campaigns: (Figures & { campaign: string })[];
}

export interface CampaignReport {
  from: string;
  to: string;
  events: number;
  visitors: number;
  campaigns: CampaignFigures[];
  segments: SegmentFigures[];
}

export const NOT_ASSIGNED = '(not assigned)';

type Kind = 'answers' | 'impressions' | 'conversions';

/** Figures of the records between `from` (included) and `to` (excluded), ISO instants. */
export async function campaignReport(db: Kysely<Database>, from: string, to: string): Promise<CampaignReport> {
  const targets = campaignTargetPaths();
  const [totals, reached, answerRows, reportRows] = await Promise.all([
    repo.eventTotals(db, from, to),
    repo.answersByCampaign(db, from, to),
    repo.answersBySegments(db, from, to),
    repo.reportsBySegments(db, from, to),
  ]);
  const byCampaign = new Map<string, CampaignFigures>();
  const figures = (campaign: string) => {
    let row = byCampaign.get(campaign);
    if (!row) {
      const conversions = targets.has(campaign) ? 0 : null;
      byCampaign.set(campaign, (row = { campaign, answers: 0, visitors: 0, impressions: 0, conversions }));
    }
    return row;
  };
  for (const r of reached)
    Object.assign(figures(r.campaign), { answers: Number(r.answers), visitors: Number(r.visitors) });
  for (const r of reportRows) figures(r.campaign).impressions += Number(r.count);
  const conversionRows = (
    await Promise.all(
      [...byCampaign.values()]
        .filter((c) => c.impressions > 0 && targets.has(c.campaign))
        .map(async ({ campaign }) =>
          (await repo.conversionsBySegments(db, campaign, targets.get(campaign)!, from, to)).map((r) => ({
            campaign,
            ...r,
          })),
        ),
    )
  ).flat();
  for (const r of conversionRows) figures(r.campaign).conversions! += Number(r.count);

  // Each row counts once in every test's column: under its segment of that test, or as not assigned.
  const tests = abTests();
  const cells = new Map<string, Figures>();
  const add = (segments: string, campaign: string, kind: Kind, count: number) => {
    const stored = parseSegments(segments);
    for (const test of tests) {
      const key = JSON.stringify([test.name, stored[test.name] ?? NOT_ASSIGNED, campaign]);
      const cell = cells.get(key) ?? { answers: 0, impressions: 0, conversions: targets.has(campaign) ? 0 : null };
      cell[kind] = (cell[kind] ?? 0) + count;
      cells.set(key, cell);
    }
  };
  for (const r of answerRows) add(r.segments, r.campaign, 'answers', Number(r.count));
  for (const r of reportRows) add(r.segments, r.campaign, 'impressions', Number(r.count));
  for (const r of conversionRows) add(r.segments, r.campaign, 'conversions', Number(r.count));

  const campaigns = [...byCampaign.values()].sort(
    (a, b) => b.answers - a.answers || b.impressions - a.impressions || (a.campaign < b.campaign ? -1 : 1),
  );
  const segments: SegmentFigures[] = [];
  for (const test of tests)
    for (const segment of [...test.segments, NOT_ASSIGNED]) {
      const rows = campaigns.flatMap(({ campaign }) => {
        const cell = cells.get(JSON.stringify([test.name, segment, campaign]));
        return cell ? [{ campaign, ...cell }] : [];
      });
      if (rows.length > 0 || segment !== NOT_ASSIGNED) segments.push({ test: test.name, segment, campaigns: rows });
    }
  return { from, to, ...totals, campaigns, segments };
}

/** The report as the operator reads it: one table for the campaigns, one per segment of each A/B test. */
export function formatCampaignReport(report: CampaignReport): string {
  const rate = (conversions: number | null, impressions: number) =>
    conversions === null || impressions === 0 ? '-' : `${((100 * conversions) / impressions).toFixed(1)} %`;
  const width = Math.max(16, ...report.campaigns.map((c) => c.campaign.length));
  const line = (first: string, cells: (string | number | null)[]) =>
    [first.padEnd(width), ...cells.map((c) => String(c ?? '-').padStart(12))].join('  ').trimEnd();
  const out = [
    `Campaigns from ${report.from} to ${report.to} (shop clock): ${report.events} events from ${report.visitors} visitors`,
    '',
    line('campaign', ['answers', 'visitors', 'impressions', 'conversions', 'conv. rate']),
    ...report.campaigns.map((c) =>
      line(c.campaign, [c.answers, c.visitors, c.impressions, c.conversions, rate(c.conversions, c.impressions)]),
    ),
  ];
  if (report.campaigns.length === 0) out.push('(no campaign answered or reported in this period)');
  for (const s of report.segments) {
    out.push('', line(`A/B test ${s.test}, segment ${s.segment}`, ['answers', '', 'impressions', 'conversions']));
    if (s.campaigns.length === 0) out.push('  (nothing recorded)');
    for (const c of s.campaigns) out.push(line(`  ${c.campaign}`, [c.answers, '', c.impressions, c.conversions]));
  }
  return out.join('\n');
}

function parseSegments(text: string): Record<string, string> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
