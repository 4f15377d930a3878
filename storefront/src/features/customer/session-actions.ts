// What the login, registration and sign-out screens ask of the shop's server. Tokens never come back to the
// page: `/_session/login` sets them in HttpOnly cookies and answers who logged in.
import { channelFor } from '@gamelle/contract/shared/locales';
import { ApiError, countryOr, readCookies, type Locale } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import type { IdentityScripts } from './identity-scripts.ts';
import { markSigningOut } from '../session/index.ts';

export interface LoginResult {
  customer: string;
  subscriber: boolean;
}

function shopLocaleQuery(locale: Locale): string {
  const channel = channelFor(countryOr(readCookies(), locale), locale);
  return `?channelCode=${channel.code}&locale=${channel.shopLocaleCode}`;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the text is the message
  }
  return ApiError.fromResponse(response.status, body);
}

/** Logs in with credentials or a Google identity token; the cookies are set by the answer. */
export async function logIn(
  body:
    | { email: string; password: string; botToken: string }
    | { googleToken: string; botToken: string; sponsorCode?: string },
  locale: Locale,
): Promise<LoginResult> {
  const response = await fetch(`/_session/login${shopLocaleQuery(locale)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/ld+json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as LoginResult;
}

/** Signs out: the server revokes the refresh token and clears the cookies; the other tabs are told. */
export async function logOut(): Promise<void> {
  markSigningOut();
  try {
    await fetch('/_session/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline: the cookies stay, the next page load's refresh or a later sign-out ends the session.
  }
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel('gamelle-session');
    channel.postMessage({ type: 'ended' });
    channel.close();
  }
}

/**
 * A bot-check token for a login or a registration. With a reCAPTCHA site key (production) Google's script gives it
 * (`grecaptcha.execute` with the server's action name); a script that cannot load or answer throws
 * ScriptUnavailableError, which the form shows with a retry. Without one, the API's local test issuer signs it
 * (development, tests); a shop with neither sends an empty token, which the server refuses with its own message.
 */
export async function botToken(
  action: 'login' | 'register',
  recaptcha: IdentityScripts['recaptcha'] = null,
): Promise<string> {
  if (recaptcha) return (await import('./google-scripts.ts')).recaptchaToken(recaptcha, action);
  try {
    return await accountClient('fr').localIssuer.botToken(action);
  } catch {
    return '';
  }
}

/** The local test issuer's stand-in for Google's consent screen: an identity token for an e-mail. */
export function localGoogleToken(email: string): Promise<string> {
  return accountClient('fr').localIssuer.googleToken(email);
}
