import { languageTag } from '@gamelle/contract/shared/locales';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@gamelle/contract/shared/limits';
import { attachmentErrorCode, type FileLike } from '@gamelle/contract/service/attachments';

export type FileErrorCode = 'file_too_large' | 'unsupported_file_type';

export interface FileRules {
  /**
   * An `accept` list (`image/*,.pdf`). Without one the contract's upload families apply (documents, images,
   * audio, video, archives, calendar and pass files, spec §5).
   */
  accept?: string | undefined;
  /** Largest accepted size in bytes; the contact attachment limit unless told. */
  maxBytes?: number | undefined;
}

/** Why a file is refused, or null when it is accepted. The type is judged before the size. */
export function fileErrorCode(file: FileLike, rules: FileRules = {}): FileErrorCode | null {
  const maxBytes = rules.maxBytes ?? CONTACT_ATTACHMENT_MAX_BYTES;
  if (!rules.accept) return attachmentErrorCode(file, maxBytes);
  if (!matchesAccept(file, rules.accept)) return 'unsupported_file_type';
  return file.size > maxBytes ? 'file_too_large' : null;
}

/** The browser's own `accept` matching: exact MIME type, `type/*`, or a `.ext` file name ending. */
export function matchesAccept(file: FileLike, accept: string): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

/** Size in megabytes for messages ("10 Mo"), one decimal below 10. */
export function megabytes(bytes: number): number {
  const mb = bytes / (1024 * 1024);
  return mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
}

/** "1,5 Mo" / "1,5 MB", "820 ko" / "820 kB" for a chosen file. */
export function formatFileSize(bytes: number, locale: 'fr' | 'nl'): string {
  const intl = languageTag(locale);
  if (bytes < 1024 * 1024) {
    const kb = Math.max(1, Math.round(bytes / 1024));
    return `${new Intl.NumberFormat(intl).format(kb)}\u00a0${locale === 'fr' ? 'ko' : 'kB'}`;
  }
  return `${new Intl.NumberFormat(intl).format(megabytes(bytes))}\u00a0${locale === 'fr' ? 'Mo' : 'MB'}`;
}
