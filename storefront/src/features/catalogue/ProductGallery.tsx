import type { Image } from '@gamelle/contract/content/common';
import { Icon, ResponsiveImage } from '@gamelle/design-system';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../shared/index.ts';
import { catalogueMessages } from './messages.ts';
import * as styles from './gallery.css.ts';

// The zoom is a dialog with the large picture: its code (and the dialog's) loads on the first press, never with
// the page.
const GalleryZoom = lazy(() => import('./GalleryZoom.tsx'));

/** Spec §9: a swipe is a horizontal move of 50 px or more. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * The product's views: the one shown, and a thumbnail for each (buttons, the current one marked). Arrow keys on
 * the thumbnails, and a swipe on the picture on a touch screen, go to the next or previous view; « Agrandir »
 * opens the picture large in a dialog (Escape closes it, focus comes back). The first view is in the server's HTML
 * and loads first; the others load when shown.
 */
export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const t = useMessages(catalogueMessages);
  const id = useId();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const count = images.length;
  const latest = useRef({ index, count });
  latest.current = { index, count };

  useEffect(() => {
    // A swipe on a touch screen: the finger's horizontal travel between down and up, 50 px or more.
    const element = stage.current;
    if (!element) return;
    let start: number | null = null;
    const down = (event: PointerEvent) => {
      start = event.pointerType === 'mouse' ? null : event.clientX;
    };
    const up = (event: PointerEvent) => {
      if (start === null) return;
      const moved = event.clientX - start;
      start = null;
      const { index: at, count: total } = latest.current;
      if (Math.abs(moved) >= SWIPE_THRESHOLD_PX && total > 1) setIndex((at + (moved < 0 ? 1 : -1) + total) % total);
    };
    const cancel = () => (start = null);
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, []);

  // Focus goes back to « Agrandir » once the zoom has gone (while it is open, its focus trap would take it back).
  const wasZoomed = useRef(false);
  useEffect(() => {
    if (wasZoomed.current && !zoomed) zoomButton.current?.focus();
    wasZoomed.current = zoomed;
  }, [zoomed]);

  const current = images[index];
  if (!current) return null;

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumb) thumbs.current[wrapped]?.focus();
  };
  // Arrow keys, Home and End on a thumbnail show the next, previous, first or last view and move the focus along.
  const onKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section className={styles.gallery} aria-label={t.galleryLabel(name)}>
      <div
        className={styles.stage}
        role="group"
        aria-roledescription={t.galleryView}
        aria-label={t.galleryPosition(index + 1, count)}
        ref={stage}
        id={`${id}-stage`}
        data-testid="gallery-stage"
      >
        <ResponsiveImage
          key={current.url}
          src={current.url}
          alt={current.alternativeText ?? ''}
          width={600}
          height={600}
          version={current.hash ?? current.fileHash}
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority={index === 0}
          fit="contain"
        />
        <button
          ref={zoomButton}
          type="button"
          className={styles.zoom}
          onClick={() => setZoomed(true)}
          aria-haspopup="dialog"
        >
          <Icon name="plus" size="small" /> {t.galleryZoom}
        </button>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={t.galleryThumbs}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                ref={(node) => {
                  thumbs.current[i] = node;
                }}
                type="button"
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                aria-controls={`${id}-stage`}
                aria-label={t.galleryShow(i + 1, count, image.alternativeText ?? name)}
                onClick={() => show(i)}
                onKeyDown={onKey}
              >
                <ResponsiveImage
                  src={image.url}
                  alt=""
                  width={80}
                  height={80}
                  version={image.hash ?? image.fileHash}
                  sizes="80px"
                  placeholder={false}
                  fit="contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <GalleryZoom image={current} name={name} onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
