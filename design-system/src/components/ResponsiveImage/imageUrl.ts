import { IMAGE_PLACEHOLDER } from '@gamelle/contract/shared/limits';

/**
 * Image URLs of the image host (spec §7: width, height, format, quality, blur, progressive and a version `v`).
 * Pure functions so the srcset and placeholder rules are tested without a browser.
 */
export type ImageFormat = 'auto' | 'webp' | 'avif' | 'jpg' | 'png';

export interface ImageTransform {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  blur?: number;
  progressive?: boolean;
  /** Cache-busting version, usually the image's file hash. */
  version?: string;
}

/** Low-quality placeholder (spec §9): a quarter of the size, quality 20, blur 4. */
export const placeholderRatio = IMAGE_PLACEHOLDER.sizeRatio;
export const placeholderQuality = IMAGE_PLACEHOLDER.quality;
export const placeholderBlur = IMAGE_PLACEHOLDER.blur;

/** Widths offered in srcset: the shop's breakpoints (768, 1024, 1260) and common phone/retina widths. */
export const defaultWidths = [320, 480, 768, 1024, 1260, 1600, 2048] as const;

/**
 * Adds the transform to `src` as query parameters, keeping any query it already has. Relative URLs stay
 * relative. Values are rounded: the host only takes whole pixels and quality points.
 */
export function imageUrl(src: string, transform: ImageTransform = {}): string {
  const [pathAndQuery = '', hash] = src.split('#', 2);
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const params = new URLSearchParams(query);
  setNumber(params, 'width', transform.width);
  setNumber(params, 'height', transform.height);
  if (transform.format) params.set('format', transform.format);
  setNumber(params, 'quality', transform.quality, 1, 100);
  setNumber(params, 'blur', transform.blur);
  if (transform.progressive !== undefined) params.set('progressive', String(transform.progressive));
  if (transform.version) params.set('v', transform.version);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** `srcset` over the given widths, keeping the aspect ratio when a height is known. */
export function imageSrcSet(
  src: string,
  size: { width: number; height?: number },
  transform: Omit<ImageTransform, 'width' | 'height'> = {},
  widths: readonly number[] = defaultWidths,
): string {
  const ratio = size.height ? size.height / size.width : undefined;
  // Never upscale beyond twice the intrinsic width (retina) and always offer the intrinsic width itself.
  const candidates = [...new Set([...widths.filter((w) => w <= size.width * 2), size.width])].sort((a, b) => a - b);
  return candidates
    .map((w) => {
      const height = ratio ? Math.round(w * ratio) : undefined;
      return `${imageUrl(src, { ...transform, width: w, height })} ${w}w`;
    })
    .join(', ');
}

/** The blurred, tiny image shown until the real one has loaded. */
export function placeholderUrl(src: string, size: { width: number; height?: number }, version?: string): string {
  return imageUrl(src, {
    width: Math.max(1, Math.round(size.width * placeholderRatio)),
    height: size.height ? Math.max(1, Math.round(size.height * placeholderRatio)) : undefined,
    quality: placeholderQuality,
    blur: placeholderBlur,
    version,
  });
}

function setNumber(params: URLSearchParams, name: string, value: number | undefined, min = 1, max = Infinity) {
  if (value === undefined || !Number.isFinite(value)) return;
  params.set(name, String(Math.min(max, Math.max(min, Math.round(value)))));
}
