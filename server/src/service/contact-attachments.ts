// The contact form's one attachment (spec §5, §8): its real type is read from its bytes with `file-type` (magic
// numbers of ~150 formats: PDF, Office, images, audio, video, archives, iCalendar…), never from its name or the type
// the browser declared, and it must belong to the upload families of the contract (uploads.ts). Formats without a
// signature (plain text, CSV) are accepted only as what they claim when the bytes are text; a ZIP is taken for the
// ZIP-based type it claims (an Apple Wallet pass). Stored under CONTACT_ATTACHMENTS_DIR with a random name. No HTTP.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { Locale } from '@gamelle/contract';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@gamelle/contract/shared/limits';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import { uploadMimeFamily } from '@gamelle/contract/shared/uploads';
import { constraintViolationList } from '@gamelle/contract/shared/errors';
import { fileTypeFromBuffer } from 'file-type';
import { defaultDataDir } from '../shared/db/database.ts';
import { HttpProblem, violation } from '../shared/http/problems.ts';

/** Where attachments are kept (`CONTACT_ATTACHMENTS_DIR`, by default `DATA_DIR/contact-attachments`). */
export const attachmentsDir = resolve(
  process.env.CONTACT_ATTACHMENTS_DIR ?? resolve(process.env.DATA_DIR ?? defaultDataDir, 'contact-attachments'),
);

export const ATTACHMENT_MAX_MB = Math.round(CONTACT_ATTACHMENT_MAX_BYTES / (1024 * 1024));

/** Text formats have no signature: they are what they say when their bytes are text. */
const textTypes = new Set(['text/plain', 'text/csv']);
/** Microsoft Office's older formats are OLE compound files: file-type sees the container, the declared type says which. */
const compoundTypes = new Set(['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint']);
/** Formats that are ZIP files inside: file-type sees the ZIP, the declared type says which. */
const zipBasedTypes = new Set([
  'application/vnd.apple.pkpass',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

export interface CheckedAttachment {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The file's name, its sniffed type and bytes; a 413 or 422 violation in the request's language otherwise. */
export async function checkAttachment(file: Blob, fileName: string, locale: Locale): Promise<CheckedAttachment> {
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) throw attachmentTooLarge(locale);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = await sniff(bytes, file.type);
  if (type === null || uploadMimeFamily(type) === null) throw unsupportedAttachment(locale);
  return { name: cleanName(fileName), type, bytes };
}

/** Writes the file (atomically) and answers its stored name. */
export async function storeAttachment(attachment: CheckedAttachment): Promise<string> {
  await mkdir(attachmentsDir, { recursive: true });
  const extension = extname(attachment.name)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
    .slice(0, 10);
  const stored = `${randomBytes(12).toString('hex')}${extension}`;
  const path = resolve(attachmentsDir, stored);
  await writeFile(`${path}.tmp`, attachment.bytes);
  await rename(`${path}.tmp`, path);
  return stored;
}

/** 413 with the spec's 'file too large' message (also the answer of the route's body limit). */
export function attachmentTooLarge(locale: Locale, headers: Record<string, string> = {}): HttpProblem {
  const params = { maxMb: ATTACHMENT_MAX_MB };
  const message = formErrorMessage(locale, { form: 'contact', field: 'file', code: 'file_too_large', params });
  return new HttpProblem(
    413,
    constraintViolationList([{ propertyPath: 'file', code: 'file_too_large', message, params }]),
    headers,
  );
}

function unsupportedAttachment(locale: Locale): HttpProblem {
  const message = formErrorMessage(locale, { form: 'contact', field: 'file', code: 'unsupported_file_type' });
  return violation('file', 'unsupported_file_type', message);
}

async function sniff(bytes: Buffer, declared: string): Promise<string | null> {
  const claimed = declared.toLowerCase().split(';')[0]!.trim();
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'application/zip' && zipBasedTypes.has(claimed)) return claimed;
  if (found?.mime === 'application/x-cfb' && compoundTypes.has(claimed)) return claimed;
  if (found) return found.mime;
  return textTypes.has(claimed) && isText(bytes) ? claimed : null;
}

/** UTF-8 (or Latin-1) text: no NUL and no control characters other than tab, line feed, carriage return, form feed. */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  return true;
}

/** The name as the e-mail and the operator see it: no path, no control characters, at most 255 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'piece-jointe').slice(-255);
}
