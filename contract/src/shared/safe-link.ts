// Link sanitising (spec §5): script-capable protocols are refused, data: only for gif/png/jpeg/webp images,
// and leaving the site needs an explicit flag.

export type SafeLinkOptions = {
  /** Allow links to other sites (the caller says so explicitly, e.g. a markdown link marked external). */
  allowExternal?: boolean;
  /** The shop's origin (`https://www.gamelle.fr`): absolute links to it count as internal. */
  siteOrigin?: string;
};

export type LinkKind = 'internal' | 'external' | 'contact' | 'image-data' | 'unsafe';

const REFUSED_PROTOCOLS = ['javascript:', 'vbscript:', 'file:', 'data:'];
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp)[;,]/;

/** What a link is, after removing the characters browsers ignore inside a scheme (tabs, newlines, controls). */
export function classifyLink(href: string, siteOrigin?: string): LinkKind {
  const normalised = normaliseForScheme(href);
  if (SAFE_DATA_IMAGE.test(normalised)) return 'image-data';
  if (REFUSED_PROTOCOLS.some((protocol) => normalised.startsWith(protocol))) return 'unsafe';
  if (/^(mailto|tel):/.test(normalised)) return 'contact';
  if (normalised.startsWith('//') || normalised.startsWith('\\\\') || /^[a-z][a-z0-9+.-]*:/.test(normalised)) {
    return isSameOrigin(href.trim(), siteOrigin) ? 'internal' : 'external';
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
  // eslint-disable-next-line no-control-regex
  return href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

function isSameOrigin(href: string, siteOrigin?: string): boolean {
  if (!siteOrigin) return false;
  try {
    return new URL(href, siteOrigin).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}
