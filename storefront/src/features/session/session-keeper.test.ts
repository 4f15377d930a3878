import { describe, expect, it } from 'vitest';
import { keepSession, refreshDelay, type KeeperDeps } from './session-keeper.ts';
import type { SessionMarker } from './cookies.ts';

/** Two tabs over one cookie jar, one lock and one channel, on a hand-driven clock. */
function world(initialExp: number) {
  let now = 0;
  let marker: SessionMarker | null = { exp: initialExp, marker: 'logged', customerId: 1 };
  const timers: { at: number; run: () => void }[] = [];
  const listeners: ((m: { type: 'refreshed' } | { type: 'ended' }) => void)[] = [];
  let lock = Promise.resolve();
  let refreshes = 0;
  let serverAccepts = true;
  const ended: string[] = [];
  const tab = (name: string): KeeperDeps => {
    let mine: ((m: { type: 'refreshed' } | { type: 'ended' }) => void) | null = null;
    return {
      readMarker: () => marker,
      refresh: async () => {
        refreshes++;
        if (!serverAccepts) {
          marker = null;
          return false;
        }
        marker = { exp: now / 1000 + 900, marker: 'logged', customerId: 1 };
        return true;
      },
      now: () => now,
      setTimer: (run, ms) => {
        const timer = { at: now + ms, run };
        timers.push(timer);
        return () => timers.splice(timers.indexOf(timer), 1);
      },
      exclusive: (task) => {
        const result = lock.then(task);
        lock = result.then(
          () => undefined,
          () => undefined,
        );
        return result;
      },
      channel: {
        post: (message) => listeners.filter((l) => l !== mine).forEach((l) => l(message)),
        listen: (on) => {
          mine = on;
          listeners.push(on);
          return () => listeners.splice(listeners.indexOf(on), 1);
        },
      },
      onEnded: () => ended.push(name),
    };
  };
  return {
    tab,
    advance: async (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    refreshes: () => refreshes,
    refuse: () => (serverAccepts = false),
    ended,
    exp: () => marker?.exp,
  };
}

describe('keeping the session', () => {
  it('refreshes 10 minutes before expiry, at once inside that window', () => {
    expect(refreshDelay({ exp: 3600 }, 0)).toBe(50 * 60 * 1000);
    expect(refreshDelay({ exp: 300 }, 0)).toBe(0);
  });

  it('two tabs: one refresh wins, the other reuses it', async () => {
    const w = world(15 * 60);
    keepSession(w.tab('a'));
    keepSession(w.tab('b'));
    await w.advance(4 * 60 * 1000);
    expect(w.refreshes()).toBe(0);
    await w.advance(60 * 1000 + 1);
    expect(w.refreshes()).toBe(1);
    expect(w.exp()).toBe(5 * 60 + 900 + 0.001);
    expect(w.ended).toEqual([]);
  });

  it('a failed refresh logs out every tab', async () => {
    const w = world(5 * 60);
    w.refuse();
    keepSession(w.tab('a'));
    keepSession(w.tab('b'));
    await w.advance(0);
    expect(w.refreshes()).toBe(1);
    expect(w.ended.sort()).toEqual(['a', 'b']);
  });
});
