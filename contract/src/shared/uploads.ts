// File types accepted by uploads (contact attachment, spec §5): documents, images, audio, video, archives,
// calendar and pass files. A family matches either an exact MIME type or a `type/*` prefix.

export const ACCEPTED_UPLOAD_MIME_FAMILIES = {
  documents: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/rtf',
    'text/plain',
    'text/csv',
  ],
  images: ['image/*'],
  audio: ['audio/*'],
  video: ['video/*'],
  archives: [
    'application/zip',
    'application/x-zip-compressed',
    'application/x-7z-compressed',
    'application/vnd.rar',
    'application/x-rar-compressed',
    'application/gzip',
    'application/x-tar',
  ],
  calendar: ['text/calendar'],
  pass: ['application/vnd.apple.pkpass'],
} as const;

export type UploadMimeFamily = keyof typeof ACCEPTED_UPLOAD_MIME_FAMILIES;

/** Value for an `<input type="file" accept>` attribute. */
export const ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE = Object.values(ACCEPTED_UPLOAD_MIME_FAMILIES).flat().join(',');

/** The family of a MIME type, or null when uploads refuse it. */
export function uploadMimeFamily(mimeType: string): UploadMimeFamily | null {
  const type = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === '') return null;
  for (const [family, types] of Object.entries(ACCEPTED_UPLOAD_MIME_FAMILIES)) {
    for (const accepted of types as readonly string[]) {
      if (accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted) {
        return family as UploadMimeFamily;
      }
    }
  }
  return null;
}
