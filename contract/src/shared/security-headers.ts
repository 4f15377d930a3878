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
  /** A reCAPTCHA v3 site key is configured: the login screens load Google's script and its frame. */
  recaptcha?: boolean;
  /** A Google client id is configured: the login screen loads Google Identity Services and its button. */
  googleSignIn?: boolean;
}

/** Google Tag Manager's and Google Analytics' hosts, allowed only when a container is configured. */
export const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/**
 * What reCAPTCHA v3 needs, as Google's FAQ lists it ("Can I use reCAPTCHA with a Content Security Policy?"): its
 * script and the scripts it loads from gstatic, its invisible frame; allowed only when a site key is configured.
 */
export const RECAPTCHA_HOSTS = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
  style: [] as string[],
};

/**
 * What Google Identity Services needs, as its documentation lists it ("Content Security Policy" of Sign In With
 * Google): the client script, its button frame, its calls and its button's style sheet.
 */
export const GOOGLE_SIGN_IN_HOSTS = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

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
  recaptcha = false,
  googleSignIn = false,
}: SecurityHeaderOptions): Record<string, string> {
  const frameable = FRAMEABLE_PATH.test(path);
  const frameAncestors = frameable ? "'self'" : "'none'";
  const google = (kind: 'script' | 'frame' | 'connect' | 'style') => [
    ...(recaptcha ? RECAPTCHA_HOSTS[kind] : []),
    ...(googleSignIn ? GOOGLE_SIGN_IN_HOSTS[kind] : []),
  ];
  const hosts = (kind: keyof typeof TAG_MANAGER_HOSTS) => {
    const list = [...(tagManager ? TAG_MANAGER_HOSTS[kind] : []), ...(kind === 'img' ? [] : google(kind))];
    return list.length > 0 ? ` ${list.join(' ')}` : '';
  };
  const more = (kind: 'frame' | 'style') => (google(kind).length > 0 ? ` ${google(kind).join(' ')}` : '');
  const csp = nonce
    ? [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${hosts('script')}`,
        `style-src 'self' 'unsafe-inline'${more('style')}`,
        `img-src 'self' data: blob:${hosts('img')}`,
        "font-src 'self' data:",
        `connect-src 'self'${hosts('connect')}`,
        `frame-src 'self'${more('frame')}`,
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
    // Google's sign-in button may open its consent window as a popup that answers the page: allowed to keep it.
    'Cross-Origin-Opener-Policy': googleSignIn ? 'same-origin-allow-popups' : 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
