// `pnpm ops messages …`: customer service reads the messages of the contact form and of the subscription pages, and
// answers them; the answer is e-mailed to the customer in the language they wrote in.
import { parseArgs } from 'node:util';
import { contactSubjectLabels, serviceMessageReference } from '@gamelle/contract/service/contact-subjects';
import type { DatabaseHandle } from '../shared/db/database.ts';
import type { OpsCommand } from '../shared/ops/command.ts';
import { createServices } from '../shared/services.ts';
import { type MessageListFilter, answersOf, closeMessage, messageById, messagesFor } from './messages-repository.ts';
import { answerMessage, attachmentPath } from './messages-service.ts';

const usage =
  'pnpm ops messages list [open|answered|closed|all] | show <id> | answer <id> --text <answer> | close <id>';
const filters: readonly MessageListFilter[] = ['open', 'answered', 'closed', 'all'];

export const messagesCommand: OpsCommand = {
  summary: 'read and answer customer-service messages (contact form, subscription pages); answers are e-mailed',
  usage,
  async run(args: string[], db: DatabaseHandle): Promise<string> {
    const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { text: { type: 'string' } } });
    const [action = 'list', value] = positionals;
    if (action === 'list') {
      const filter = (value ?? 'open') as MessageListFilter;
      if (!filters.includes(filter)) throw new Error(usage);
      const rows = await messagesFor(db.kysely, filter);
      if (rows.length === 0) return `No ${filter === 'all' ? '' : `${filter} `}message.`;
      return rows
        .map((m) => {
          const about = [
            m.order_number && `order ${m.order_number}`,
            m.subscription_code && `subscription ${m.subscription_code}`,
          ]
            .filter(Boolean)
            .join(', ');
          const firstLine = m.message.split('\n')[0]!;
          return `#${m.id} ${serviceMessageReference(m.id)} ${m.status} ${m.kind} [${m.subject}] ${m.locale} ${m.email}${about ? ` (${about})` : ''}${m.attachment_name ? ' +attachment' : ''} ${m.created_at}\n    ${firstLine.length > 100 ? `${firstLine.slice(0, 99)}…` : firstLine}`;
        })
        .join('\n');
    }
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) throw new Error(usage);
    if (action === 'show') {
      const m = await messageById(db.kysely, id);
      if (!m) throw new Error(`No message #${id}.`);
      const answers = await answersOf(db.kysely, id);
      return [
        `#${m.id} ${serviceMessageReference(m.id)} ${m.status} (${m.kind}), ${m.created_at}`,
        `From: ${m.name ? `${m.name} ` : ''}<${m.email}>${m.customer_id ? ` customer #${m.customer_id}` : ' (not logged in)'}, writes in ${m.locale}`,
        `Subject: ${contactSubjectLabels[m.subject].fr}`,
        ...(m.order_number ? [`Order: ${m.order_number}`] : []),
        ...(m.subscription_code ? [`Subscription: ${m.subscription_code}`] : []),
        ...(m.product_name ? [`Product: ${m.product_name}`] : []),
        ...(m.attachment_file
          ? [
              `Attachment: ${m.attachment_name} (${m.attachment_type}, ${m.attachment_bytes} bytes) ${attachmentPath(m.attachment_file)}`,
            ]
          : []),
        '',
        m.message,
        ...answers.flatMap((a) => ['', `Answered ${a.created_at}:`, a.text]),
      ].join('\n');
    }
    if (action === 'answer') {
      const text = values.text?.trim();
      if (!text) throw new Error(`An answer needs its text: ${usage}`);
      const done = await answerMessage(createServices(db), id, text);
      if (!done) throw new Error(`No message #${id}.`);
      return `Message #${id} answered; the answer was e-mailed to ${done.message.email} (${done.message.locale}).`;
    }
    if (action === 'close') {
      if (!(await closeMessage(db.kysely, id))) throw new Error(`No open message #${id}.`);
      return `Message #${id} closed without an answer.`;
    }
    throw new Error(usage);
  },
};
