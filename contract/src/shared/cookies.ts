// Every cookie the shop sets, named once (spec §4 login state and cart, §9 locale), with its lifetime.
// The shop's server entry sets them and the pages read the ones that are not HttpOnly; no zod here.

const DAY = 24 * 60 * 60;

export const COOKIES = {
  /** The page's language (spec §9: 365 days). */
  locale: { name: 'gamelle_locale', maxAgeSeconds: 365 * DAY },
  /** The switcher's country (same lifetime as the language). */
  country: { name: 'gamelle_country', maxAgeSeconds: 365 * DAY },
  /** The cart's token (a guest cart's only key); 60 days. */
  cart: { name: 'gamelle_cart', maxAgeSeconds: 60 * DAY },
  /** What a cart form posted without JavaScript did, shown once by the next page (HttpOnly, 60 s). */
  cartNotice: { name: 'gamelle_cart_notice', maxAgeSeconds: 60 },
  /** The access token: HttpOnly, never read by a script; lives as long as the token. */
  access: { name: 'gamelle_at', maxAgeSeconds: undefined },
  /** The refresh token: HttpOnly, rotated on each use, 30 days. */
  refresh: { name: 'gamelle_rt', maxAgeSeconds: 30 * DAY },
  /** What scripts may know of the session (`{exp}.{marker}.{customerId}`); lives as long as the refresh token. */
  session: { name: 'gamelle_session', maxAgeSeconds: 30 * DAY },
  /** The web-view payment change's session (issue 15): HttpOnly, its own paths only, 30 minutes. */
  webView: { name: 'gamelle_wv', maxAgeSeconds: 30 * 60 },
  /** The visitor's consent answer (`v1.a1.d0`): 6 months, the CNIL's recommended lifetime. */
  consent: { name: 'gamelle_consent', maxAgeSeconds: 182 * DAY },
  /** The code a sponsorship link leaves for the registration form (issue 16): 30 days. */
  sponsorship: { name: 'gamelle_sponsor', maxAgeSeconds: 30 * DAY },
  /** The tracker's random visitor id, set by the API: 13 months, the CNIL's longest for audience measurement. */
  visitor: { name: 'gamelle_visitor', maxAgeSeconds: 395 * DAY },
} as const;

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES]['name'];

/** One cookie's value from a Cookie header (or `document.cookie`), decoded; undefined when absent or malformed. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
