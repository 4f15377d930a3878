// The pet photo's rules. The spec shows a maximum size in MB without giving it: 5 MB keeps a phone photo
// (3-4 MB as JPEG) acceptable while bounding uploads; the types are those every browser can preview.

export const PET_PHOTO_MAX_MB = 5;
export const PET_PHOTO_TYPES = [
  { mime: 'image/jpeg', label: 'JPEG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WebP' },
] as const;

export type PhotoRotation = 0 | 90 | 180 | 270;

/** A quarter turn left (-90°) or right (+90°), kept within 0-270. */
export function rotate(current: PhotoRotation, direction: 'left' | 'right'): PhotoRotation {
  return ((current + (direction === 'right' ? 90 : 270)) % 360) as PhotoRotation;
}
