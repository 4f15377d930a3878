import { safeRedirectTarget } from '@gamelle/contract/shared/redirect-target';
import { detectLocale, readCookie, toInternalPath, toPublicPath } from '../features/shared/index.ts';
import {
  countryCookie,
  defaultLocale,
  isCountry,
  isLocale,
  localeCookie,
  localeCookieMaxAge,
  type Locale,
} from '../features/shared/index.ts';

/**
 * A visitor arriving from elsewhere on the home page `/` is sent to the Dutch home when their cookie, or else
 * their browser, prefers Dutch (spec §4). Only the home page is redirected: a deep link names its language, and a
 * click inside the shop (same-origin Referer) is a choice to respect.
 */
export function homeLocaleRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.pathname !== '/' || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const referer = request.headers.get('referer');
  if (referer && sameOrigin(referer, url)) return null;
  const locale = detectLocale({
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (locale === defaultLocale) return null;
  return new Response(null, {
    status: 302,
    headers: {
      Location: safeRedirectTarget(`${toPublicPath('/', locale)}${url.search}`, toPublicPath('/', locale)),
      Vary: 'Cookie, Accept-Language',
    },
  });
}

/**
 * The switcher's endpoint: `/_locale?locale=nl&country=be&to_fr=/chien/&to_nl=/nl/hond/` saves both choices
 * for 365 days and sends the visitor to the page in the chosen language (only paths of this site are followed).
 */
export function localeSwitch(request: Request): Response | null {
  const url = new URL(request.url);
  if (url.pathname !== '/_locale') return null;
  const requested = url.searchParams.get('locale');
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const country = url.searchParams.get('country');
  const target = url.searchParams.get(`to_${locale}`);
  const location = safeRedirectTarget(target, toPublicPath('/', locale));
  const headers = new Headers({ Location: location });
  headers.append('Set-Cookie', cookie(localeCookie, locale));
  if (isCountry(country)) headers.append('Set-Cookie', cookie(countryCookie, country));
  return new Response(null, { status: 303, headers });
}

/** The Set-Cookie that saves the language of the page being served, when it differs from the saved one. */
export function rememberLocale(request: Request): string | null {
  const { locale } = toInternalPath(new URL(request.url).pathname);
  const saved = readCookie(request.headers.get('cookie') ?? '', localeCookie);
  return saved === locale ? null : cookie(localeCookie, locale);
}

function cookie(name: string, value: string): string {
  return `${name}=${value}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`;
}

function sameOrigin(referer: string, url: URL): boolean {
  try {
    return new URL(referer).origin === url.origin;
  } catch {
    return false;
  }
}
