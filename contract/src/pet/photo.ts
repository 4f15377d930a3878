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

/**
 * The image host's public key (spec §7: the upload sends `publicKey`). Public by nature: it names the account the
 * upload goes to, the signature from the authentication call is what proves the right to upload.
 */
export const PET_PHOTO_PUBLIC_KEY = 'public_gamelle_pets';

/** Where the storefront asks for an upload signature, and where it uploads (both need the customer's session). */
export const PET_PHOTO_AUTHENTICATION_PATH = '/api/v2/shop/images/authentication';
export const PET_PHOTO_UPLOAD_PATH = '/api/v2/shop/images/upload';

/** A quarter turn clockwise, sent as `customMetadata` `{"rotation": 90}`: the server turns the photo before storing it. */
export const PET_PHOTO_ROTATIONS = [0, 90, 180, 270] as const;
