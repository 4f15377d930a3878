import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Language of the message, written in Content-Language so the outbox shows which one was rendered. */
  language: 'fr' | 'nl';
  /**
   * Idempotency key of a job's e-mail: the outbox file is named by it (a retried job rewrites the same file) and
   * SMTP sends it as the Message-ID, so a message sent twice after a crash is one message to the recipient.
   */
  id?: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing e-mails (RFC 2369 / RFC 8058 one-click). */
  headers?: Record<string, string>;
  /** Where a reply goes when it is not the sender (the customer, on a message forwarded to customer service). */
  replyTo?: string;
  /** Files sent with the message (a contact form's attachment). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const senderAddress = 'Gamelle <bonjour@gamelle.fr>';

/** SMTP when a URL is configured; otherwise each message becomes an `.eml` file in the outbox folder. */
export function createMailer(options: { smtpUrl: string | undefined; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (m) => void (await transport.sendMail(envelope(m))) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = m.id
        ? `job-${m.id.replace(/[^a-z0-9._-]/gi, '_')}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
  };
}

function envelope(m: MailMessage) {
  return {
    from: senderAddress,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: { ...m.headers, 'Content-Language': m.language },
    ...(m.replyTo ? { replyTo: m.replyTo } : {}),
    ...(m.attachments ? { attachments: m.attachments } : {}),
    ...(m.id ? { messageId: `<${m.id.replace(/[^a-z0-9._-]/gi, '.')}@gamelle.fr>` } : {}),
  };
}
