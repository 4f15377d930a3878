// `pnpm ops newsletter …`: operators read the newsletter list (who signed up, in which state, in which language,
// with which coupon) and take an e-mail off it when its owner asks by another way than the e-mail's link.
import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '../shared/db/database.ts';
import type { OpsCommand } from '../shared/ops/command.ts';
import { createServices } from '../shared/services.ts';
import { type NewsletterListFilter, subscribersFor } from './newsletter-repository.ts';
import { unsubscribeByEmail } from './newsletter-service.ts';

const usage = 'pnpm ops newsletter list [pending|confirmed|unsubscribed|all] | show <email> | unsubscribe <email>';
const filters: readonly NewsletterListFilter[] = ['pending', 'confirmed', 'unsubscribed', 'all'];
type Subscriber = Awaited<ReturnType<typeof subscribersFor>>[number];

export const newsletterCommand: OpsCommand = {
  summary: 'list newsletter subscribers (state, language, coupon), show one, unsubscribe one',
  usage,
  async run(args: string[], db: DatabaseHandle): Promise<string> {
    const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
    const [action = 'list', value] = positionals;
    if (action === 'list') {
      const filter = (value ?? 'all') as NewsletterListFilter;
      if (!filters.includes(filter)) throw new Error(usage);
      const rows = await subscribersFor(db.kysely, filter);
      if (rows.length === 0) return `No ${filter === 'all' ? '' : `${filter} `}subscriber.`;
      const counts = filters
        .filter((f) => f !== 'all')
        .map((f) => [f, rows.filter((r) => r.status === f).length] as const)
        .filter(([, n]) => n > 0)
        .map(([f, n]) => `${n} ${f}`);
      return [
        ...rows.map((r) => `${r.email} ${r.status} ${r.locale} ${coupon(r)} (${r.source}, since ${r.created_at})`),
        `${rows.length} subscriber${rows.length > 1 ? 's' : ''}: ${counts.join(', ')}.`,
      ].join('\n');
    }
    const email = value?.trim().toLowerCase();
    if (!email || !email.includes('@')) throw new Error(usage);
    if (action === 'show') {
      const [r] = await subscribersFor(db.kysely, 'all', email);
      if (!r) throw new Error(`${email} never signed up to the newsletter.`);
      return [
        `${r.email}: ${r.status}`,
        `Language: ${r.locale}`,
        `Signed up from: ${r.source}, ${r.created_at}`,
        ...(r.status === 'pending' && r.confirmation_expires_at
          ? [`Confirmation link valid until: ${r.confirmation_expires_at}`]
          : []),
        ...(r.confirmed_at ? [`Confirmed: ${r.confirmed_at}`] : []),
        ...(r.unsubscribed_at ? [`Unsubscribed: ${r.unsubscribed_at}`] : []),
        `Coupon: ${coupon(r)}`,
      ].join('\n');
    }
    if (action === 'unsubscribe') {
      const done = await unsubscribeByEmail(createServices(db), email);
      if (!done) throw new Error(`${email} never signed up to the newsletter.`);
      return done.already
        ? `${done.email} had already left the newsletter.`
        : `${done.email} unsubscribed from the newsletter; a coupon already given stays valid.`;
    }
    throw new Error(usage);
  },
};

/** "NEWS-XXXXXXXX (until …)", "(used)", or why there is none: an e-mail gets its coupon on confirming. */
function coupon(r: Subscriber): string {
  if (!r.coupon_code) return r.status === 'pending' ? 'no coupon yet' : 'no coupon (never confirmed)';
  if (Number(r.coupon_uses ?? 0) > 0) return `${r.coupon_code} (used)`;
  return `${r.coupon_code} (until ${r.coupon_expires_at ?? '?'})`;
}
