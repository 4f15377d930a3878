/**
 * The page's side of "a 401 on a call made with a token": the shop's server answered a proxied call with
 * `X-Gamelle-Session: ended` (and cleared the session's cookies); listeners (the session feature's keeper) send the
 * visitor to login with the current path remembered.
 *
 * The end is remembered for the page's life: the keeper loads after the page (routes/__root.tsx), so a call made
 * before its chunk arrived (a save clicked at once) would otherwise end the session with nobody listening, and the
 * page would show the server's refusal instead of the login. A listener that subscribes later hears it at once.
 */
export const sessionEndedHeader = 'X-Gamelle-Session';

const listeners = new Set<() => void>();
let ended = false;

export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  if (ended) listener();
  return () => listeners.delete(listener);
}

export function notifySessionEnded(): void {
  ended = true;
  for (const listener of listeners) listener();
}
