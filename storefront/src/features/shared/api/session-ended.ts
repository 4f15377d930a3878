/**
 * The page's side of "a 401 on a call made with a token": the shop's server answered a proxied call with
 * `X-Gamelle-Session: ended` (and cleared the session's cookies); listeners (the customer feature) send the
 * visitor to login with the current path remembered.
 */
export const sessionEndedHeader = 'X-Gamelle-Session';

const listeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionEnded(): void {
  for (const listener of listeners) listener();
}
