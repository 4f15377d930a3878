// `pnpm ops campaigns …`: what the campaigns did (impressions, conversions, per A/B segment), and pruning by hand.
import { clockFromEnvironment } from '../shared/clock.ts';
import type { DatabaseHandle } from '../shared/db/database.ts';
import type { OpsCommand } from '../shared/ops/command.ts';
import { campaignReport, formatCampaignReport } from './report.ts';
import { TRACKING_RETENTION_DAYS, prune } from './service.ts';

const usage = 'pnpm ops campaigns report [--from YYYY-MM-DD] [--to YYYY-MM-DD] | prune';
const DAY_MS = 86_400_000;

export const campaignsCommand: OpsCommand = {
  summary: `answers, impressions and conversions per campaign and A/B segment (last ${TRACKING_RETENTION_DAYS} days by default); prune old tracking records`,
  usage,
  async run(args, db) {
    const [action = 'report', ...rest] = args;
    const now = await shopNow(db);
    if (action === 'prune') {
      const deleted = await prune({ db: db.kysely }, now);
      return `Deleted what is older than ${TRACKING_RETENTION_DAYS} days: ${Object.entries(deleted)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}.`;
    }
    if (action !== 'report') throw new Error(usage);
    const from = dayOption(rest, '--from') ?? new Date(now.getTime() - TRACKING_RETENTION_DAYS * DAY_MS);
    // `--to` names the last day included.
    const to = dayOption(rest, '--to');
    const end = to ? new Date(to.getTime() + DAY_MS) : new Date(now.getTime() + 1);
    if (end <= from) throw new Error(`--to comes before --from. ${usage}`);
    return formatCampaignReport(await campaignReport(db.kysely, from.toISOString(), end.toISOString()));
  },
};

async function shopNow(db: DatabaseHandle): Promise<Date> {
  const clock = clockFromEnvironment(db.kysely);
  await clock.refresh?.();
  return clock.now();
}

function dayOption(args: string[], name: string): Date | null {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = args[at + 1] ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : null;
  if (!day || Number.isNaN(day.getTime()))
    throw new Error(`${name} needs a day (YYYY-MM-DD), got "${value}". ${usage}`);
  return day;
}
