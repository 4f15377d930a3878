import { LOADING_BAR } from '../../theme/presentation.ts';

/**
 * The page-loading bar's behaviour as a framework-free state machine (spec §9: throttle 200 ms,
 * duration 2000 ms, hide delay 500 ms, reset delay 400 ms).
 *
 * - `start()` waits `throttle` before showing anything, so fast navigations never flash a bar.
 * - While loading, progress follows an arctangent curve of the elapsed time: it moves quickly at first and
 *   slows down, reaching ~70 % at `duration` and never 100 % on its own.
 * - `finish()` jumps to 100 %, stays visible `hideDelay`, hides, then returns to 0 after `resetDelay` (the
 *   width transition plays while hidden rather than visibly running backwards).
 * - `finish({ error: true })` does the same but marks the bar as failed.
 */
export interface LoadingBarTiming {
  throttle: number;
  duration: number;
  hideDelay: number;
  resetDelay: number;
  /** How often progress is recomputed while loading. */
  tick: number;
}

export interface LoadingBarState {
  /** 0..100 */
  progress: number;
  visible: boolean;
  loading: boolean;
  error: boolean;
}

export interface LoadingBarClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultLoadingBarTiming: LoadingBarTiming = {
  throttle: LOADING_BAR.throttleMs,
  duration: LOADING_BAR.durationMs,
  hideDelay: LOADING_BAR.hideDelayMs,
  resetDelay: LOADING_BAR.resetDelayMs,
  tick: 100,
};

export const idleLoadingBar: LoadingBarState = { progress: 0, visible: false, loading: false, error: false };

export interface LoadingBar {
  start(options?: { force?: boolean }): void;
  finish(options?: { error?: boolean; force?: boolean }): void;
  /** Stops every timer (component unmount). */
  dispose(): void;
  getState(): LoadingBarState;
}

export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  timing: Partial<LoadingBarTiming> = {},
  clock: LoadingBarClock = globalClock,
): LoadingBar {
  const t = { ...defaultLoadingBarTiming, ...timing };
  let state = idleLoadingBar;
  let timer: unknown;
  let startedAt = 0;

  const set = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const clear = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number, run: () => void) => {
    clear();
    timer = clock.setTimeout(() => {
      timer = undefined;
      run();
    }, ms);
  };
  const step = () => {
    set({ progress: estimatedProgress(clock.now() - startedAt, t.duration) });
    schedule(t.tick, step);
  };
  const show = () => {
    startedAt = clock.now();
    set({ visible: true, progress: 0 });
    schedule(t.tick, step);
  };

  return {
    start(options = {}) {
      // A second start while already loading keeps the running bar rather than restarting it.
      if (state.loading && state.visible) return;
      set({ loading: true, error: false, progress: 0 });
      if (options.force || t.throttle <= 0) show();
      else schedule(t.throttle, show);
    },
    finish(options = {}) {
      if (!state.loading && !state.visible) return;
      if (!state.visible || options.force) {
        // Finished inside the throttle window (or forced): nothing was shown, nothing to animate.
        clear();
        set(idleLoadingBar);
        return;
      }
      set({ loading: false, progress: 100, error: Boolean(options.error) });
      schedule(t.hideDelay, () => {
        set({ visible: false });
        schedule(t.resetDelay, () => set({ progress: 0 }));
      });
    },
    dispose: clear,
    getState: () => state,
  };
}

/** 2/π·100·atan(elapsed/duration·2): 0 at the start, ~70.5 at `duration`, approaching 100. */
export function estimatedProgress(elapsed: number, duration: number): number {
  if (elapsed <= 0) return 0;
  const value = (2 / Math.PI) * 100 * Math.atan((elapsed / duration) * 2);
  return Math.min(99, Math.round(value * 10) / 10);
}

const globalClock: LoadingBarClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
