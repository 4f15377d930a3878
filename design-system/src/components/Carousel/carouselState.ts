// The carousel's state as a pure reducer, so the rules of spec §4/§9 are unit-tested without a browser:
// a move locks further moves for 1 s, moves can wrap, rotation advances every 10 s until the user stops it.
import { CAROUSEL } from '../../theme/presentation.ts';

export interface CarouselState {
  index: number;
  count: number;
  /** Whether previous/next wrap around the ends. */
  wrap: boolean;
  /** Auto-rotation is on. */
  rotating: boolean;
  /** Epoch ms before which a new move is ignored (the move lock). */
  lockedUntil: number;
}

export type CarouselAction =
  | { type: 'next'; now: number }
  | { type: 'previous'; now: number }
  | { type: 'goTo'; index: number; now: number }
  /** The rotation timer fired: advance, wrapping to the first slide after the last one. */
  | { type: 'tick'; now: number }
  | { type: 'start' }
  /** The user pressed Stop, or focus or the pointer entered: rotation stays off until Start is pressed. */
  | { type: 'stop' }
  | { type: 'setCount'; count: number };

export interface CarouselOptions {
  count: number;
  wrap?: boolean;
  initialIndex?: number;
  /** Rotation on at first; callers pass false when the user prefers reduced motion. */
  autoRotate?: boolean;
}

export function initialCarouselState({ count, wrap = true, initialIndex = 0, autoRotate = true }: CarouselOptions) {
  return {
    index: clampIndex(initialIndex, count),
    count,
    wrap,
    rotating: autoRotate && count > 1,
    lockedUntil: 0,
  } satisfies CarouselState;
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return move(state, state.index + 1, action.now, state.wrap);
    case 'previous':
      return move(state, state.index - 1, action.now, state.wrap);
    case 'goTo':
      return move(state, action.index, action.now, false);
    case 'tick':
      return state.rotating ? move(state, state.index + 1, action.now, true) : state;
    case 'start':
      return state.count > 1 ? { ...state, rotating: true } : state;
    case 'stop':
      return state.rotating ? { ...state, rotating: false } : state;
    case 'setCount':
      return { ...state, count: action.count, index: clampIndex(state.index, action.count) };
  }
}

export function canGoPrevious(state: CarouselState): boolean {
  return state.count > 1 && (state.wrap || state.index > 0);
}

export function canGoNext(state: CarouselState): boolean {
  return state.count > 1 && (state.wrap || state.index < state.count - 1);
}

/** What a horizontal swipe means: only on screens up to 1024 px wide and beyond 50 px of travel. */
export function swipeDirection(startX: number, endX: number, viewportWidth: number): 'next' | 'previous' | null {
  if (viewportWidth > CAROUSEL.swipeMaxWidthPx) return null;
  const travel = endX - startX;
  if (Math.abs(travel) < CAROUSEL.swipeThresholdPx) return null;
  // Dragging the content leftwards brings the next slide in.
  return travel < 0 ? 'next' : 'previous';
}

function move(state: CarouselState, target: number, now: number, wrap: boolean): CarouselState {
  if (state.count < 2 || now < state.lockedUntil) return state;
  let index = target;
  if (wrap) index = ((target % state.count) + state.count) % state.count;
  else if (target < 0 || target >= state.count) return state;
  if (index === state.index) return state;
  return { ...state, index, lockedUntil: now + CAROUSEL.moveLockMs };
}

function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}
