import { CAROUSEL } from '../../theme/presentation.ts';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Children, useEffect, useReducer, useRef, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Carousel.css.ts';
import { carouselMessages } from './Carousel.messages.ts';
import { canGoNext, canGoPrevious, carouselReducer, initialCarouselState, swipeDirection } from './carouselState.ts';

export interface CarouselProps {
  /** The carousel's accessible name, e.g. "Nos nouveautés". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Previous/next wrap around the ends (true unless told). Rotation always starts over after the last slide. */
  wrap?: boolean;
  /** Rotate on its own (true unless told); never while the user prefers reduced motion. */
  autoRotate?: boolean;
  /** Time between two automatic moves; spec §9 sets 10 000 ms. */
  intervalMs?: number;
  /** A fixed height in px instead of the defaults by breakpoint (320, 329, 401, 500). */
  height?: number;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
}

/**
 * The WAI-ARIA carousel: the rotation control comes first in its tab order, labelled Stop or Start; rotation
 * stops for good when focus or the pointer comes in (only Start restarts it) and never starts under reduced
 * motion. Slides are groups named "1 sur 3". A move locks the next one for 1 s; swipes work up to 1024 px.
 */
export function Carousel({
  label,
  children,
  wrap = true,
  autoRotate = true,
  intervalMs = CAROUSEL.intervalMs,
  height,
  initialIndex = 0,
  onIndexChange,
}: CarouselProps) {
  const t = useMessages(carouselMessages);
  const slides = Children.toArray(children);
  const [state, dispatch] = useReducer(
    carouselReducer,
    { count: slides.length, wrap, initialIndex, autoRotate },
    initialCarouselState,
  );
  const rootRef = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => dispatch({ type: 'setCount', count: slides.length }), [slides.length]);

  useReducedMotionStop(() => dispatch({ type: 'stop' }));

  // One timeout per slide shown: a manual move restarts the full interval.
  useEffect(() => {
    if (!state.rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), intervalMs);
    return () => window.clearTimeout(timer);
  }, [state.rotating, state.index, intervalMs]);

  const reported = useRef(state.index);
  useEffect(() => {
    if (reported.current === state.index) return;
    reported.current = state.index;
    onIndexChange?.(state.index);
  }, [state.index, onIndexChange]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Only focus arriving from outside stops rotation: pressing Start from inside must keep it running.
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: 'stop' });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(swipeStart.current, event.clientX, window.innerWidth);
    swipeStart.current = null;
    if (direction) dispatch({ type: direction, now: Date.now() });
  };

  const count = slides.length;
  return (
    // Focus and pointer listeners only stop the rotation (APG carousel); they add no interaction of their own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={rootRef}
      className={styles.root}
      aria-roledescription={t('carousel')}
      aria-label={label}
      onFocus={onFocus}
      onPointerEnter={() => dispatch({ type: 'stop' })}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          <IconButton
            variant="outline"
            shape="round"
            icon={state.rotating ? 'pause' : 'play'}
            label={state.rotating ? t('stop') : t('start')}
            data-rotating={state.rotating || undefined}
            onClick={() => dispatch({ type: state.rotating ? 'stop' : 'start' })}
          />
          <IconButton
            variant="outline"
            shape="round"
            icon="chevron-left"
            label={t('previous')}
            disabled={!canGoPrevious(state)}
            onClick={() => dispatch({ type: 'previous', now: Date.now() })}
          />
          <span className={styles.position} aria-hidden="true">
            {state.index + 1} / {count}
          </span>
          <IconButton
            variant="outline"
            shape="round"
            icon="chevron-right"
            label={t('next')}
            disabled={!canGoNext(state)}
            onClick={() => dispatch({ type: 'next', now: Date.now() })}
          />
        </div>
      ) : null}
      <div
        className={styles.viewport}
        style={height ? assignInlineVars({ [styles.heightOverride]: `${height}px` }) : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {/* Announce the new slide only when the user moved it: a rotating carousel would talk all the time. */}
        <div
          className={styles.track}
          aria-live={state.rotating ? 'off' : 'polite'}
          style={{ transform: `translateX(-${state.index * 100}%)` }}
        >
          {slides.map((slide, index) => {
            const current = index === state.index;
            return (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('slideName', { index: index + 1, count })}
                // Off-screen slides leave the tab order and the accessibility tree.
                inert={!current}
                data-current={current || undefined}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

/** Stops rotation when the user prefers reduced motion, now or later (the setting can change while the page is open). */
function useReducedMotionStop(stop: () => void) {
  const latest = useRef(stop);
  latest.current = stop;
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (query.matches) latest.current();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) latest.current();
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
}
