import { CAROUSEL } from '../../theme/presentation.ts';
import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  carouselReducer,
  initialCarouselState,
  swipeDirection,
  type CarouselState,
} from './carouselState.ts';

const three = (overrides: Partial<CarouselState> = {}): CarouselState => ({
  ...initialCarouselState({ count: 3 }),
  ...overrides,
});

describe('carouselReducer', () => {
  it('moves to the next and previous slide', () => {
    const next = carouselReducer(three(), { type: 'next', now: 0 });
    expect(next.index).toBe(1);
    expect(carouselReducer({ ...next, lockedUntil: 0 }, { type: 'previous', now: 0 }).index).toBe(0);
  });

  it('locks moves for 1 000 ms after each move', () => {
    expect(CAROUSEL.moveLockMs).toBe(1000);
    const moved = carouselReducer(three(), { type: 'next', now: 5000 });
    expect(moved.lockedUntil).toBe(6000);
    expect(carouselReducer(moved, { type: 'next', now: 5999 })).toBe(moved);
    expect(carouselReducer(moved, { type: 'goTo', index: 0, now: 5500 })).toBe(moved);
    expect(carouselReducer(moved, { type: 'next', now: 6000 }).index).toBe(2);
  });

  it('wraps around both ends when allowed', () => {
    expect(carouselReducer(three({ index: 2 }), { type: 'next', now: 0 }).index).toBe(0);
    expect(carouselReducer(three({ index: 0 }), { type: 'previous', now: 0 }).index).toBe(2);
  });

  it('stops at the ends when wrapping is off', () => {
    const last = three({ index: 2, wrap: false });
    expect(carouselReducer(last, { type: 'next', now: 0 })).toBe(last);
    expect(canGoNext(last)).toBe(false);
    expect(canGoPrevious(last)).toBe(true);
    const first = three({ index: 0, wrap: false });
    expect(carouselReducer(first, { type: 'previous', now: 0 })).toBe(first);
    expect(canGoPrevious(first)).toBe(false);
  });

  it('advances on each rotation tick, wrapping even without wrap so rotation never ends', () => {
    const last = three({ index: 2, wrap: false });
    expect(carouselReducer(last, { type: 'tick', now: 0 }).index).toBe(0);
  });

  it('ignores ticks once stopped, until started again', () => {
    const stopped = carouselReducer(three(), { type: 'stop' });
    expect(stopped.rotating).toBe(false);
    expect(carouselReducer(stopped, { type: 'tick', now: 0 })).toBe(stopped);
    const started = carouselReducer(stopped, { type: 'start' });
    expect(carouselReducer(started, { type: 'tick', now: 0 }).index).toBe(1);
  });

  it('does not rotate when reduced motion turned auto-rotation off, nor with a single slide', () => {
    expect(initialCarouselState({ count: 3, autoRotate: false }).rotating).toBe(false);
    const single = initialCarouselState({ count: 1 });
    expect(single.rotating).toBe(false);
    expect(carouselReducer(single, { type: 'start' }).rotating).toBe(false);
    expect(canGoNext(single)).toBe(false);
  });

  it('goes to a given slide and keeps the index inside the slides when they change', () => {
    expect(carouselReducer(three(), { type: 'goTo', index: 2, now: 0 }).index).toBe(2);
    expect(carouselReducer(three(), { type: 'goTo', index: 7, now: 0 }).index).toBe(0);
    expect(carouselReducer(three({ index: 2 }), { type: 'setCount', count: 2 }).index).toBe(1);
    expect(initialCarouselState({ count: 3, initialIndex: 9 }).index).toBe(2);
  });
});

describe('swipeDirection', () => {
  it('needs at least 50 px of travel', () => {
    expect(swipeDirection(200, 151, 390)).toBeNull();
    expect(swipeDirection(200, 150, 390)).toBe('next');
    expect(swipeDirection(100, 150, 390)).toBe('previous');
  });

  it('works on screens up to 1024 px wide only', () => {
    expect(swipeDirection(300, 100, 1024)).toBe('next');
    expect(swipeDirection(300, 100, 1025)).toBeNull();
  });
});
