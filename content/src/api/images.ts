// Content images as the content API gives them: served (and resized) by the image endpoint of the API.
import { API_BASES, imagePaths } from '@gamelle/contract/shared/paths';
import type { Image } from '@gamelle/contract/content/common';
import type { Locale } from '../schema.ts';

interface ContentImage {
  file: string;
  alt: Record<Locale, string>;
}

/** `products/x.svg` → `/api/images/products/x.svg`, with its alternative text in the locale. */
export function toImage(image: ContentImage, locale: Locale): Image {
  return {
    url: `${API_BASES.images}${imagePaths.image(image.file)}`,
    hash: fileVersion(image.file),
    alternativeText: image.alt[locale],
  };
}

/**
 * A short, stable version for the `v` query. The drawings are regenerated from the content, so the file name is
 * what identifies them; a real image library would give the stored file's hash here.
 */
function fileVersion(file: string): string {
  let h = 2166136261;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}
