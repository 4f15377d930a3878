import type { OpsCommand } from '../shared/ops/command.ts';
import * as repo from './repository.ts';

const usage =
  'pnpm ops subscription requests [open|closed|all] | close <request id> [--stop] [--note <text>] | show <code>';

/**
 * `pnpm ops subscription …`: the cancellation requests an operator follows up (a subscription's contact messages are
 * customer service's: `pnpm ops messages`).
 */
export const subscriptionCommand: OpsCommand = {
  summary: 'list and close subscription cancellation requests; show a subscription',
  usage,
  async run(args, db) {
    const [action = 'requests', value, ...rest] = args;
    const now = new Date().toISOString();
    if (action === 'requests') {
      const status = (value ?? 'open') as 'open' | 'closed' | 'all';
      if (!['open', 'closed', 'all'].includes(status)) throw new Error(usage);
      const rows = await repo.requestsFor(db.kysely, status);
      if (rows.length === 0) return `No ${status === 'all' ? '' : `${status} `}request.`;
      return rows
        .map(
          (r) =>
            `#${r.id} ${r.status} ${r.kind}${r.reason ? ` (${r.reason})` : ''} ${r.code} ${r.email} deliveries ${r.deliveries} ${r.created_at}\n    ${r.message.replace(/\n/g, '\n    ')}`,
        )
        .join('\n');
    }
    if (action === 'close') {
      const id = Number(value);
      if (!Number.isInteger(id) || id < 1) throw new Error(usage);
      const noteAt = rest.indexOf('--note');
      const note = noteAt >= 0 ? (rest[noteAt + 1] ?? null) : null;
      const closed = await repo.closeRequest(db.kysely, id, note, now);
      if (!closed) throw new Error(`No open request #${id}.`);
      if (rest.includes('--stop') && closed.kind === 'cancellation') {
        await repo.updateSubscription(db.kysely, closed.subscription_id, { status: 'stopped', updated_at: now });
        return `Request #${id} closed; the subscription is stopped.`;
      }
      return `Request #${id} closed.`;
    }
    if (action === 'show' && value) {
      const sub = await repo.subscriptionByCode(db.kysely, value);
      if (!sub) throw new Error(`No subscription ${value}.`);
      return `${sub.code} ${sub.status} every ${sub.frequency} days, next ${sub.next_shipping_date} (changes until ${sub.modification_limit_date}), deliveries ${sub.deliveries}, failed attempts ${sub.failed_attempts}${sub.next_retry_date ? `, retry ${sub.next_retry_date}` : ''}`;
    }
    throw new Error(usage);
  },
};
