// The session's cookies (spec §4 login state). Shared by the shop's server entry (which sets them) and the pages
// (which read only the marker). Pure functions: no framework, so the server entry and unit tests use them as is.

import { COOKIES } from '@gamelle/contract/shared/cookies';

export { readCookie } from '@gamelle/contract/shared/cookies';

/** The access token: HttpOnly, sent by the browser to the shop's own server only, never read by a script. */
export const accessCookie = COOKIES.access.name;
/** The refresh token: HttpOnly, 30 days, rotated on each use. */
export const refreshCookie = COOKIES.refresh.name;
/**
 * What scripts may know of the session, and nothing that opens it: `{exp}.{marker}.{customerId}` (the access
 * token's expiry in seconds, `logged` or `subscriber`, the customer's id). Tabs read it to schedule the refresh
 * and to tell whether they are logged in.
 */
export const markerCookie = COOKIES.session.name;

export const refreshTokenMaxAgeSeconds = COOKIES.refresh.maxAgeSeconds;

export type VisitorMarker = 'anonymous' | 'logged' | 'subscriber';

export interface SessionMarker {
  /** Expiry of the access token, seconds since the epoch. */
  exp: number;
  marker: Exclude<VisitorMarker, 'anonymous'>;
  customerId: number;
}

export function formatMarker(marker: SessionMarker): string {
  return `${marker.exp}.${marker.marker}.${marker.customerId}`;
}

export function parseMarker(value: string | undefined): SessionMarker | null {
  const match = /^(\d{1,12})\.(logged|subscriber)\.(\d{1,12})$/.exec(value ?? '');
  if (!match) return null;
  return { exp: Number(match[1]), marker: match[2] as SessionMarker['marker'], customerId: Number(match[3]) };
}

/** A Cookie header with some cookies replaced (value) or removed (null): how the server hands fresh tokens on. */
export function withCookies(cookieHeader: string | null, changes: Record<string, string | null>): string {
  const kept = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !(pair.slice(0, pair.indexOf('=')).trim() in changes));
  for (const [name, value] of Object.entries(changes))
    if (value !== null) kept.push(`${name}=${encodeURIComponent(value)}`);
  return kept.join('; ');
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
}

/**
 * `Path=/; SameSite=Lax`, HttpOnly for tokens, Secure except on plain-http loopback outside production (the
 * development server and browser tests run on http://127.0.0.1, where a Secure cookie would not come back).
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Secure cookies, except when the shop is reached over plain http on a loopback address (the development server
 * and the browser tests on http://127.0.0.1), where a Secure cookie would not be sent back. A PUBLIC_URL in
 * https (a deployment behind a TLS proxy) always means Secure.
 */
export function secureCookies(url: URL, publicUrl = process.env.PUBLIC_URL): boolean {
  if (url.protocol === 'https:' || publicUrl?.startsWith('https:')) return true;
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
