// The browser's side of staying signed in (spec §9): the access token is renewed 10 minutes before it expires
// (at once when already inside that window), by one tab only. Tabs read the expiry from the marker cookie, never
// a token. A Web Lock makes the tabs take turns; inside it, a tab first rereads the marker, and when another tab
// has just refreshed, it has nothing to do. A BroadcastChannel tells the other tabs to reschedule, or that the
// session ended. The shop's server also refreshes each refresh token once (single-flight), should two arrive.
import { TOKEN_REFRESH_BEFORE_EXPIRY_MS } from '@gamelle/contract/shared/limits';
import { readCookie, markerCookie, parseMarker, type SessionMarker } from './cookies.ts';

type Message = { type: 'refreshed' } | { type: 'ended' };

export interface KeeperDeps {
  readMarker: () => SessionMarker | null;
  refresh: () => Promise<boolean>;
  now: () => number;
  setTimer: (run: () => void, ms: number) => () => void;
  /** Runs `task` while no other tab runs it (Web Locks), or at once without them. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  channel: { post: (message: Message) => void; listen: (on: (message: Message) => void) => () => void } | null;
  onEnded: () => void;
}

/** The wait before trying again when a refresh left the session as it was (the network was down). */
const retryMs = 30_000;

/** Milliseconds before the refresh is due: 10 minutes before expiry, 0 inside that window. */
export function refreshDelay(marker: Pick<SessionMarker, 'exp'>, now: number): number {
  return Math.max(0, marker.exp * 1000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS - now);
}

/** Starts keeping the session; answers a function that stops it. */
export function keepSession(deps: KeeperDeps): () => void {
  let cancelTimer: (() => void) | null = null;
  let stopped = false;

  const schedule = (atLeastMs = 0) => {
    cancelTimer?.();
    cancelTimer = null;
    if (stopped) return;
    const marker = deps.readMarker();
    if (!marker) return;
    cancelTimer = deps.setTimer(() => void renew(), Math.max(atLeastMs, refreshDelay(marker, deps.now())));
  };

  const renew = async () => {
    const outcome = await deps.exclusive(async () => {
      const marker = deps.readMarker();
      if (!marker) return 'ended' as const;
      // Another tab refreshed while this one waited for the lock.
      if (refreshDelay(marker, deps.now()) > 0) return 'fresh' as const;
      return (await deps.refresh()) ? ('refreshed' as const) : ('ended' as const);
    });
    if (stopped) return;
    if (outcome === 'refreshed') deps.channel?.post({ type: 'refreshed' });
    if (outcome === 'ended') {
      deps.channel?.post({ type: 'ended' });
      end();
      return;
    }
    // A refresh that could not reach the server (offline) leaves the expiry as it was: try again later.
    schedule(retryMs);
  };

  const end = () => {
    if (stopped) return;
    stop();
    deps.onEnded();
  };
  const unlisten = deps.channel?.listen((message) => {
    if (message.type === 'refreshed') schedule();
    else end();
  });
  const stop = () => {
    stopped = true;
    cancelTimer?.();
    unlisten?.();
  };
  schedule();
  return stop;
}

/** The real browser's dependencies. */
export function browserKeeperDeps(onEnded: () => void): KeeperDeps {
  const name = 'gamelle-session';
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  return {
    readMarker: () => parseMarker(readCookie(document.cookie, markerCookie)),
    refresh: async () => {
      try {
        const response = await fetch('/_session/refresh', { method: 'POST', credentials: 'same-origin' });
        return response.ok;
      } catch {
        // Offline for a moment is not a logout: the next page load or call tries again.
        return true;
      }
    },
    now: () => Date.now(),
    setTimer: (run, ms) => {
      // Timers longer than ~24 days overflow; a session never waits that long.
      const id = setTimeout(run, Math.min(ms, 2 ** 31 - 1));
      return () => clearTimeout(id);
    },
    exclusive: (task) =>
      typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(`${name}-refresh`, task) : task(),
    channel: channel && {
      post: (message) => channel.postMessage(message),
      listen: (on) => {
        const listener = (event: MessageEvent<Message>) => on(event.data);
        channel.addEventListener('message', listener);
        return () => channel.removeEventListener('message', listener);
      },
    },
    onEnded,
  };
}
