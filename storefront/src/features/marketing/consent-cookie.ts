// The consent cookie's reading and value, apart from the rest of consent (consent.ts, loaded after the page): the
// root's loader reads it on the server to render the banner into the first paint of a visitor who has not answered.
import { COOKIES, readCookie } from '@gamelle/contract/shared/cookies';
import { readCookies } from '../shared/index.ts';

export interface Consent {
  analytics: boolean;
  ads: boolean;
}

export const consentCookie = COOKIES.consent.name;

/** The stored answer, or null when the visitor has not answered yet (the banner then shows). */
export function readConsent(cookieHeader: string): Consent | null {
  const value = readCookie(cookieHeader, consentCookie);
  const match = value ? /^v1\.a([01])\.d([01])$/.exec(value) : null;
  return match ? { analytics: match[1] === '1', ads: match[2] === '1' } : null;
}

export function consentCookieValue({ analytics, ads }: Consent): string {
  return `v1.a${analytics ? 1 : 0}.d${ads ? 1 : 0}`;
}

/** No answer is stored for this request (the server's) or this page (the browser's): the banner asks. */
export function consentAsked(): boolean {
  return readConsent(readCookies()) === null;
}
