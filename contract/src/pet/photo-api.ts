// The pet photo's upload (issue 16) through the image-hosting calls of spec §7: a one-time signature from the
// shop's authentication endpoint, then the multipart upload, both with the customer's session. Apart from the pet
// calls (api.ts) because the upload checks its options with zod: only the page with the pet form loads it.
import type { ClientConfig } from '../shared/http.ts';
import type { ImageUploadResponse } from '../shared/images.ts';
import { imageCalls } from '../shared/services-api.ts';
import type { CallOptions } from '../cart/api.ts';
import { PET_PHOTO_AUTHENTICATION_PATH, PET_PHOTO_PUBLIC_KEY, PET_PHOTO_UPLOAD_PATH } from './photo.ts';

/** A photo to send: the file (or the current photo's bytes), its name and the quarter turns the server applies. */
export interface PetPhotoUpload {
  file: Blob;
  fileName: string;
  /** Degrees clockwise, one of `PET_PHOTO_ROTATIONS`. */
  rotation?: 0 | 90 | 180 | 270;
}

export function petPhotoCalls(config: ClientConfig) {
  const e = encodeURIComponent;
  return {
    /**
     * Uploads the photo; the answer's `fileId` goes into the pet's `photo`. Refusals are ApiErrors in the page's
     * language (422 violations, 413 past the size limit).
     */
    upload: (photo: PetPhotoUpload, options: CallOptions = {}): Promise<ImageUploadResponse> => {
      // The upload endpoint is a URL of its own (spec §7), so the shop's query is added here: the server answers
      // its refusals in the page's language.
      const query = `?channelCode=${e(config.channelCode)}&locale=${e(config.localeCode)}`;
      const base = config.baseUrl ?? '';
      return imageCalls(config).upload(
        {
          file: photo.file,
          fileName: photo.fileName,
          authenticationEndpoint: `${base}${PET_PHOTO_AUTHENTICATION_PATH}${query}`,
          uploadEndpoint: `${base}${PET_PHOTO_UPLOAD_PATH}${query}`,
          publicKey: PET_PHOTO_PUBLIC_KEY,
          tags: ['pet'],
          customMetadata: { rotation: photo.rotation ?? 0 },
        },
        options,
      );
    },
  };
}
