// The contact form's attachment rule (spec §5), with no zod: a design-system file field checks a file at first load
// while the form's schemas load later (issue 19). `contact.ts` builds the schema field on it and re-exports it.
import { CONTACT_ATTACHMENT_MAX_BYTES } from '../shared/limits.ts';
import { uploadMimeFamily } from '../shared/uploads.ts';

/** What the rules need of a file: a browser `File` and Node's `File`/`Blob` both fit. */
export type FileLike = { name: string; size: number; type: string };

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string';
}

/** 'file_too_large' / 'unsupported_file_type' for an attachment, or null when it is accepted. */
export function attachmentErrorCode(
  file: FileLike,
  maxBytes: number = CONTACT_ATTACHMENT_MAX_BYTES,
): 'file_too_large' | 'unsupported_file_type' | null {
  if (uploadMimeFamily(file.type) === null) return 'unsupported_file_type';
  if (file.size > maxBytes) return 'file_too_large';
  return null;
}
