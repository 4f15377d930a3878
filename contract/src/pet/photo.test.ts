import { describe, expect, it } from 'vitest';
import { PET_PHOTO_MAX_BYTES, petPhotoErrorCode } from './photo.ts';

describe('petPhotoErrorCode', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(petPhotoErrorCode({ type: 'image/jpeg', size: PET_PHOTO_MAX_BYTES })).toBeNull();
    expect(petPhotoErrorCode({ type: 'IMAGE/WEBP', size: 1 })).toBeNull();
  });
  it('refuses another type before judging the size', () => {
    expect(petPhotoErrorCode({ type: 'image/gif', size: PET_PHOTO_MAX_BYTES + 1 })).toBe('unsupported_file_type');
  });
  it('refuses a photo over the limit', () => {
    expect(petPhotoErrorCode({ type: 'image/png', size: PET_PHOTO_MAX_BYTES + 1 })).toBe('file_too_large');
  });
});
