// The outbox as the API tests read it: the .eml files the server wrote, decoded enough to search as text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { outboxDir } from './helpers.ts';

/** Enough of MIME to search an .eml as text: unfolded headers, encoded words and quoted-printable decoded. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/\?=\s+=\?UTF-8\?/gi, '?==?UTF-8?')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => q.replace(/_/g, ' '))
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** Every e-mail to `email` written so far, decoded, oldest first (the outbox folder may not exist yet). */
export function mailsTo(email: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => decodeMail(readFileSync(join(outboxDir, f), 'utf8')))
    .filter((mail) => mail.includes(`To: ${email}`));
}

/** The e-mails to `email` once there are at least `count` (servers write some after answering, issue 21). */
export function mailsArrived(email: string, count = 1): Promise<string[]> {
  return vi.waitFor(
    () => {
      const mails = mailsTo(email);
      if (mails.length < count) throw new Error(`${mails.length} of ${count} e-mails to ${email} so far`);
      return mails;
    },
    { timeout: 10_000, interval: 20 },
  );
}
