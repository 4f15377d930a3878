import { useCallback, useState } from 'react';
import { imageSrcSet, imageUrl, placeholderUrl, type ImageFormat } from './imageUrl.ts';
import * as styles from './ResponsiveImage.css.ts';

export interface ResponsiveImageProps {
  /** The image's URL on the image host. */
  src: string;
  /** Required: describe the image, or pass '' when it is purely decorative. */
  alt: string;
  /** Intrinsic size in CSS pixels: reserves the space (no layout shift) and caps the srcset. */
  width: number;
  height: number;
  /** Which width the image takes at each breakpoint, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes?: string;
  format?: ImageFormat;
  quality?: number;
  /** The file hash, sent as `v` so a replaced image is not served from cache. */
  version?: string;
  /** Above the fold (hero, first product): load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Shows the blurred quarter-size preview until the image has loaded (not for a priority image: it shows at once). */
  placeholder?: boolean;
  /**
   * Fades the image in once loaded (the default for a lazy one). The fade waits on the JavaScript that marks the
   * image loaded: pass false for a lazy image that may be on the first screen, so it shows as it arrives.
   */
  fade?: boolean;
  fit?: 'cover' | 'contain';
}

/**
 * An image from the image host with a srcset over the shop's widths, lazy loading, and a blurred
 * low-quality preview (a quarter of the size, quality 20, blur 4) behind it until it fades in. A priority image
 * (above the fold) loads at once, with no preview and no fade; a lazy one with `fade={false}` shows as it arrives. The frame keeps the aspect ratio so nothing jumps. `data-loaded` marks the loaded state.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  format = 'auto',
  quality,
  version,
  priority = false,
  placeholder = true,
  fade = !priority,
  fit = 'cover',
}: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  // A server-rendered image may finish loading before React attaches onLoad: check it once mounted.
  const checkComplete = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  const preview = placeholder && !priority ? placeholderUrl(src, { width, height }, version) : undefined;
  return (
    <span
      className={styles.frame}
      data-loaded={loaded ? '' : undefined}
      style={{
        aspectRatio: `${width} / ${height}`,
        backgroundImage: preview && !loaded ? `url("${preview}")` : undefined,
      }}
    >
      <img
        ref={checkComplete}
        className={fade ? `${styles.image} ${styles.fadeIn}` : styles.image}
        data-fit={fit}
        src={imageUrl(src, { width, height, format, quality, version })}
        srcSet={imageSrcSet(src, { width, height }, { format, quality, version })}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={() => setLoaded(true)}
      />
    </span>
  );
}
