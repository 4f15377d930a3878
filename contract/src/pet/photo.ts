// The pet photo's rules (spec §5 shows a maximum size in MB without giving it): 5 MB keeps a phone photo (3-4 MB
// as JPEG) acceptable while bounding uploads; the types are those every browser can preview. The server checks
// an upload with `petPhotoErrorCode`, the photo dialog shows the same limits.

export const PET_PHOTO_MAX_MB = 5;
export const PET_PHOTO_MAX_BYTES = PET_PHOTO_MAX_MB * 1024 * 1024;

export const PET_PHOTO_TYPES = [
  { mime: 'image/jpeg', label: 'JPEG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WebP' },
] as const;

export type PetPhotoMime = (typeof PET_PHOTO_TYPES)[number]['mime'];

/** Why a photo is refused (`unsupported_file_type` before `file_too_large`), or null when it is accepted. */
export function petPhotoErrorCode(
  file: { type: string; size: number },
  maxBytes: number = PET_PHOTO_MAX_BYTES,
): 'unsupported_file_type' | 'file_too_large' | null {
  if (!PET_PHOTO_TYPES.some((type) => type.mime === file.type.toLowerCase())) return 'unsupported_file_type';
  return file.size > maxBytes ? 'file_too_large' : null;
}
