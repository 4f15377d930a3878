import { cartCalls } from '@gamelle/contract/cart/api';
import { channelFor, countryCodeOf } from '@gamelle/contract/shared/locales';
import { safeRedirectTarget } from '@gamelle/contract/shared/redirect-target';
import { cartCookie } from '../features/cart/index.ts';
import { accessCookie, type ApiFetch } from '../features/session/index.ts';
import {
  countryCookie,
  defaultLocale,
  detectLocale,
  isCountry,
  isLocale,
  localeCookie,
  localeCookieMaxAge,
  readCookie,
  toInternalPath,
  toPublicPath,
  type Country,
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
 * The switcher's endpoint (the header's switcher and the country wall): `/_locale?locale=nl&country=be&to_fr=/chien/
 * &to_nl=/nl/hond/` saves both choices for 365 days, moves the visitor's cart to the channel of that country and
 * language and ships it to that country (issue 22: its shipping fee and free-shipping threshold follow at once),
 * then sends the visitor to the page in the chosen language (only paths of this site are followed).
 */
export async function localeSwitch(request: Request, api: ApiFetch): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== '/_locale') return null;
  const requested = url.searchParams.get('locale');
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const country = url.searchParams.get('country');
  const target = url.searchParams.get(`to_${locale}`);
  const location = safeRedirectTarget(target, toPublicPath('/', locale));
  const headers = new Headers({ Location: location });
  headers.append('Set-Cookie', cookie(localeCookie, locale));
  if (isCountry(country)) {
    headers.append('Set-Cookie', cookie(countryCookie, country));
    await moveCart(request.headers.get('cookie') ?? '', api, country, locale);
  }
  return new Response(null, { status: 303, headers });
}

/**
 * The cart follows the switcher. A cart the API refuses (gone, ordered, a customer's whose session has lapsed) is
 * left alone: the page's cart load forgets it, or moves it once the session is renewed (features/cart).
 */
async function moveCart(cookies: string, api: ApiFetch, country: Country, locale: Locale): Promise<void> {
  const token = readCookie(cookies, cartCookie);
  if (!token) return;
  const channel = channelFor(country, locale);
  const calls = cartCalls({
    baseUrl: 'http://shop.internal',
    fetch: async (input, init) => api(new Request(input, init)),
    getToken: () => readCookie(cookies, accessCookie) || undefined,
    channelCode: channel.code,
    localeCode: channel.shopLocaleCode,
    locale,
  });
  await calls
    .changeChannel(token, { channelCode: channel.code, countryCode: countryCodeOf(country) })
    .catch(() => null);
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
