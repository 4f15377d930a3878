// The shop's security headers (issue 21 found none: clickjacking worked), one rule for the pages (storefront) and
// the API, whichever process serves them. Pure: the servers call these and set what they return.

/** Pages that the web-view demo page (`/webView/demo/`) shows in a frame of the shop itself (spec §2). */
export const FRAMEABLE_PATH = /^(\/nl)?\/(web-view|webView)\//;

/** The request header through which the storefront's server entry hands the page's nonce to the router. */
export const CSP_NONCE_HEADER = 'x-gamelle-csp-nonce';

export interface SecurityHeaderOptions {
  /** HSTS only in production (a development server on http://localhost must not pin https). */
  production: boolean;
  /** The per-request nonce of the page's inline scripts; absent for answers that are not pages. */
  nonce?: string;
  /** The request's path: the web-view pages may be framed by the shop's own pages, nothing else may. */
  path?: string;
  /**
   * A tag manager is configured (a valid container id): its script host may run scripts the page adds (only after
   * the visitor's consent, see the storefront's marketing feature) and its measurement hosts may be called.
   */
  tagManager?: boolean;
}

/** Google Tag Manager's and Google Analytics' hosts, allowed only when a container is configured. */
export const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** A nonce for one response: 128 random bits, base64 (CSP level 3). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Headers every answer gets. A page (with `nonce`) gets a CSP where only scripts from the shop or carrying the
 * nonce run (no `'unsafe-inline'` for scripts; styles keep it for React's style attributes); anything else (API
 * JSON, assets) gets `default-src 'none'`. Frames: none, except web-view pages, framed by the shop only.
 */
export function securityHeaders({
  production,
  nonce,
  path = '/',
  tagManager = false,
}: SecurityHeaderOptions): Record<string, string> {
  const frameable = FRAMEABLE_PATH.test(path);
  const frameAncestors = frameable ? "'self'" : "'none'";
  const hosts = (kind: keyof typeof TAG_MANAGER_HOSTS) => (tagManager ? ` ${TAG_MANAGER_HOSTS[kind].join(' ')}` : '');
  const csp = nonce
    ? [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${hosts('script')}`,
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob:${hosts('img')}`,
        "font-src 'self' data:",
        `connect-src 'self'${hosts('connect')}`,
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        `frame-ancestors ${frameAncestors}`,
      ]
    : [
        // API answers and files: nothing runs; the API's own HTML index has one inline style sheet.
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        `frame-ancestors ${frameAncestors}`,
        "base-uri 'none'",
        "form-action 'none'",
      ];
  return {
    'Content-Security-Policy': csp.join('; '),
    'X-Content-Type-Options': 'nosniff',
    // For browsers without frame-ancestors.
    'X-Frame-Options': frameable ? 'SAMEORIGIN' : 'DENY',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
