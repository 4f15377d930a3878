import { snapImageTransform } from '@gamelle/contract/shared/images';
import { z } from 'zod';

/**
 * Largest side accepted in a request; it is then snapped to the fixed widths of `IMAGE_WIDTHS` (at most 2048), so
 * nobody can ask for a poster or for a new size at every request.
 */
export const maxImageSide = 4000;

const side = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'number_too_small_inclusive' })
  .max(maxImageSide, { error: 'number_too_big_inclusive' })
  .optional();

/** The image URL's query (`w`, `h`, `format`, `quality`, `blur`, `progressive`, `v`; long names accepted too). */
export const imageQuerySchema = z.preprocess(
  (raw) => {
    const q = raw as Record<string, string | undefined>;
    return {
      w: q.w ?? q.width,
      h: q.h ?? q.height,
      format: q.format,
      quality: q.quality ?? q.q,
      blur: q.blur,
      progressive: q.progressive,
    };
  },
  z.object({
    w: side,
    h: side,
    format: z.enum(['webp', 'avif', 'jpeg', 'jpg', 'png', 'auto'], { error: 'invalid' }).optional(),
    quality: z.coerce
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .min(1, { error: 'number_too_small_inclusive' })
      .max(100, { error: 'number_too_big_inclusive' })
      .optional(),
    blur: z.coerce
      .number({ error: 'invalid' })
      .min(0, { error: 'number_too_small_inclusive' })
      .max(100, { error: 'number_too_big_inclusive' })
      .optional(),
    progressive: z.enum(['true', 'false', '1', '0'], { error: 'invalid' }).optional(),
  }),
);
export type ImageQuery = z.output<typeof imageQuerySchema>;

/** The query as rendered: sizes, quality and blur snapped to the fixed sets (`snapImageTransform`). */
export function snapQuery(query: ImageQuery): ImageQuery {
  const snapped = snapImageTransform(query);
  return {
    ...(snapped.w ? { w: snapped.w } : {}),
    ...(snapped.h ? { h: snapped.h } : {}),
    ...(query.format ? { format: query.format } : {}),
    ...(snapped.quality ? { quality: snapped.quality } : {}),
    ...(snapped.blur ? { blur: snapped.blur } : {}),
    ...(query.progressive === 'true' || query.progressive === '1' ? { progressive: 'true' as const } : {}),
  };
}

export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png';

/** Widest render for which `auto` picks AVIF: above it AVIF costs seconds of a core (1260 px: 1.7 s), WebP 50 ms. */
export const maxAutoAvifWidth = 640;

/**
 * The format to send: the one asked, or for `auto` (and for a resized drawing with none asked) the best the
 * browser says it accepts, PNG otherwise (it keeps the drawings' transparency). AVIF only up to 640 px wide.
 */
export function outputFormat(asked: ImageQuery['format'], accept: string | undefined, width?: number): OutputFormat {
  if (asked === 'jpg') return 'jpeg';
  if (asked && asked !== 'auto') return asked;
  if (accept?.includes('image/avif') && (width ?? 0) <= maxAutoAvifWidth) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'png';
}

/** Whether the query asks for any change; an unchanged request gets the stored file itself. */
export function isTransform(query: ImageQuery): boolean {
  return Boolean(query.w || query.h || query.format || query.quality || query.blur);
}
