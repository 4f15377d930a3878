import { URL_INVISIBLE } from './characters.ts';

// The one rule for every redirect the shop sends and every "where to go next" it accepts (the trailing-slash and
// home redirects, the language switcher's `to_fr`/`to_nl`, login's remembered target): a path of this site, never
// another site. Issue 21 found `GET //evil.example` → `301 //evil.example/`, a TAB decoded into `/<TAB>/evil…`
// (browsers drop it and leave the site), a backslash counted as a path, and a CR/LF that made a 500.

/** Longest target kept (a longer one is refused rather than cut). */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/**
 * The target as a path of this site (`/chien/?tri=prix#avis`, percent-encoded as a browser would send it), or null
 * when it is not one: anything with a scheme or a host (`https:`, `//host`, `/\host`, `\\host`), a backslash,
 * a control, space, bidi or zero-width character, or longer than 2048 characters.
 */
export function redirectTarget(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_REDIRECT_TARGET_LENGTH) return null;
  URL_INVISIBLE.lastIndex = 0;
  if (URL_INVISIBLE.test(raw) || raw.includes('\\')) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const base = 'http://redirect-target.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolved by the parser may leave `//` at the start (`/.//evil`): still a host to a browser.
  return path.startsWith('//') ? null : path;
}

/** `redirectTarget(raw)`, or `fallback` when `raw` is not a path of this site. */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  return redirectTarget(raw) ?? fallback;
}

/**
 * A `Location` produced by a framework (possibly absolute, built from the request's Host) made safe: an absolute
 * URL on `origin` becomes its path, a path goes through `redirectTarget`, anything else (another origin, a forged
 * Host) becomes `fallback`.
 */
export function sameSiteLocation(location: string, origin: string, fallback = '/'): string {
  if (location.startsWith('/') && !location.startsWith('//')) return safeRedirectTarget(location, fallback);
  try {
    const url = new URL(location);
    if (url.origin !== new URL(origin).origin) return fallback;
    return safeRedirectTarget(`${url.pathname}${url.search}${url.hash}`, fallback);
  } catch {
    return fallback;
  }
}
