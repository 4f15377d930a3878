import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, estimatedProgress, type LoadingBarState } from './loadingBarMachine.ts';

describe('loading bar state machine', () => {
  let states: LoadingBarState[];
  const last = () => states.at(-1);

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing during the 200 ms throttle', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(199);
    expect(bar.getState()).toMatchObject({ loading: true, visible: false, progress: 0 });
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ loading: true, visible: true });
  });

  it('never shows a bar for a load that ends within the throttle', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(150);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(states.some((s) => s.visible)).toBe(false);
    expect(bar.getState()).toEqual({ progress: 0, visible: false, loading: false, error: false });
  });

  it('progresses with elapsed time, slowing down, without reaching 100 on its own', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(200 + 1000);
    const atOneSecond = bar.getState().progress;
    vi.advanceTimersByTime(1000);
    const atTwoSeconds = bar.getState().progress;
    expect(atOneSecond).toBeGreaterThan(40);
    expect(atTwoSeconds).toBeGreaterThan(atOneSecond);
    expect(atTwoSeconds).toBeCloseTo(70.5, 0);
    // The second second adds less than the first: the curve slows down.
    expect(atTwoSeconds - atOneSecond).toBeLessThan(atOneSecond);
    vi.advanceTimersByTime(60_000);
    expect(bar.getState().progress).toBeLessThan(100);
  });

  it('on finish jumps to 100, hides after 500 ms and resets to 0 400 ms later', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(last()).toMatchObject({ progress: 100, visible: true, loading: false });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toMatchObject({ visible: false, progress: 100 });
    vi.advanceTimersByTime(399);
    expect(bar.getState().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ progress: 0, visible: false, loading: false, error: false });
  });

  it('marks a failed load as an error until the next start', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish({ error: true });
    expect(bar.getState()).toMatchObject({ error: true, progress: 100, visible: true });
    vi.advanceTimersByTime(1000);
    bar.start({ force: true });
    expect(bar.getState()).toMatchObject({ error: false, visible: true, loading: true });
  });

  it('force start shows at once and force finish hides at once', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start({ force: true });
    expect(bar.getState().visible).toBe(true);
    bar.finish({ force: true });
    expect(bar.getState()).toEqual({ progress: 0, visible: false, loading: false, error: false });
  });

  it('a second start while visible keeps the running progress', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    vi.advanceTimersByTime(1200);
    const before = bar.getState().progress;
    bar.start();
    expect(bar.getState().progress).toBe(before);
  });

  it('dispose stops every timer', () => {
    const bar = createLoadingBar((s) => states.push(s));
    bar.start();
    bar.dispose();
    const count = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states.length).toBe(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes other timings', () => {
    const bar = createLoadingBar((s) => states.push(s), { throttle: 0, hideDelay: 10, resetDelay: 10 });
    bar.start();
    expect(bar.getState().visible).toBe(true);
    bar.finish();
    vi.advanceTimersByTime(10);
    expect(bar.getState().visible).toBe(false);
  });
});

describe('estimatedProgress', () => {
  it('starts at 0 and stays below 100', () => {
    expect(estimatedProgress(0, 2000)).toBe(0);
    expect(estimatedProgress(-5, 2000)).toBe(0);
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.5, 0);
    expect(estimatedProgress(1e9, 2000)).toBe(99);
  });
});
