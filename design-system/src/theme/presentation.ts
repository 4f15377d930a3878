// Presentation constants of spec §9: how the shop looks and moves, not what the server enforces, so they live
// here and not in the contract. Components read them as defaults; apps read `breakpoints`/`mediaQuery`.

/** Layout breakpoints in CSS pixels (mobile first: each applies from its width up). */
export const BREAKPOINTS = { tablet: 768, desktop: 1024, wide: 1260 } as const;

/** The hero carousel: rotation interval, slide heights per breakpoint (mobile, tablet, desktop, wide), swipe. */
export const CAROUSEL = {
  intervalMs: 10_000,
  defaultHeights: [320, 329, 401, 500],
  moveLockMs: 1000,
  swipeThresholdPx: 50,
  /** Swiping works on screens up to this width. */
  swipeMaxWidthPx: 1024,
} as const;

/** How long a copy button says "Copié". */
export const COPY_FEEDBACK_MS = 1500;

/** The page-transition loading bar's timings and height. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;
