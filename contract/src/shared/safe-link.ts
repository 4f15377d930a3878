import { URL_INVISIBLE } from './characters.ts';

// Link sanitising (spec §5): only http(s)/ftp, mailto:, tel: and data: gif/png/jpeg/webp images are links (any
// other scheme, `javascript:` first, is refused), and leaving the site needs an explicit flag. Schemes are read as
// a browser reads them, after dropping what it ignores and what `trim()` would strip (Unicode spaces, controls,
// bidi and zero-width characters) and with `\` as `/` (`/\evil.example` leaves the site).

export type SafeLinkOptions = {
  /** Allow links to other sites (the caller says so explicitly, e.g. a markdown link marked external). */
  allowExternal?: boolean;
  /** The shop's origin (`https://www.gamelle.fr`): absolute links to it count as internal. */
  siteOrigin?: string;
};

export type LinkKind = 'internal' | 'external' | 'contact' | 'image-data' | 'unsafe';

const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp)[;,]/;
const NAVIGATION_SCHEMES = ['http:', 'https:', 'ftp:'];

/** What a link is, after removing the characters browsers ignore inside a scheme (tabs, newlines, controls). */
export function classifyLink(href: string, siteOrigin?: string): LinkKind {
  const normalised = normaliseForScheme(href);
  if (SAFE_DATA_IMAGE.test(normalised)) return 'image-data';
  if (/^(mailto|tel):/.test(normalised)) return 'contact';
  const scheme = /^[a-z][a-z0-9+.-]*:/.exec(normalised)?.[0];
  if (scheme && !NAVIGATION_SCHEMES.includes(scheme)) return 'unsafe';
  if (scheme || normalised.startsWith('//')) {
    // Both readings must stay on the site: the raw one (what a browser parses) and the one without ignored characters.
    return isSameOrigin(href.trim(), siteOrigin) && isSameOrigin(normalised, siteOrigin) ? 'internal' : 'external';
  }
  return 'internal';
}

/** The link to render, or null when it must not be rendered as a link. */
export function sanitizeLink(href: string, options: SafeLinkOptions = {}): string | null {
  const kind = classifyLink(href, options.siteOrigin);
  if (kind === 'unsafe') return null;
  if (kind === 'external' && !options.allowExternal) return null;
  return href.trim();
}

export function isSafeLink(href: string, options: SafeLinkOptions = {}): boolean {
  return sanitizeLink(href, options) !== null;
}

function normaliseForScheme(href: string): string {
  return href.replace(URL_INVISIBLE, '').replaceAll('\\', '/').toLowerCase();
}

function isSameOrigin(href: string, siteOrigin?: string): boolean {
  if (!siteOrigin) return false;
  try {
    return new URL(href, siteOrigin).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
