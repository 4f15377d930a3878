// The page's view of the session: the marker cookie (never a token), read on the server from the page request
// and in the browser from document.cookie, and the guards of spec §2 built on it.
import { redirect } from '@tanstack/react-router';
import { readCookies, toPublicPath, type Locale } from '../shared/index.ts';
import { readCookie, markerCookie, parseMarker, type SessionMarker, type VisitorMarker } from './cookies.ts';

/** The session as scripts may know it, or null when anonymous. */
export function currentSession(): SessionMarker | null {
  return parseMarker(readCookie(readCookies(), markerCookie));
}

/** The page's visitor marker (spec §4): anonymous, logged or subscriber. */
export function visitorMarker(): VisitorMarker {
  return currentSession()?.marker ?? 'anonymous';
}

/** The login page's query parameter naming where to go after login. */
export const returnParam = 'retour';

/** Login-required routes: an anonymous visitor goes to login, the target remembered. */
export function requireLogin(location: { publicHref: string }): SessionMarker {
  const session = currentSession();
  if (session) return session;
  throw redirect({ to: '/connexion/', search: { [returnParam]: location.publicHref } });
}

/** Anonymous-only routes (login, forgot password): a logged-in customer goes to the account home. */
export function requireAnonymous(): void {
  if (currentSession()) throw redirect({ to: '/mon-compte/' });
}

/** `/connexion/?retour=…` in the page's language. */
export function loginHref(locale: Locale, target?: string): string {
  const login = toPublicPath('/connexion/', locale);
  return target ? `${login}?${returnParam}=${encodeURIComponent(target)}` : login;
}
