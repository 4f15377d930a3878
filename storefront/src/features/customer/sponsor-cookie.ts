import { SPONSORSHIP_COOKIE } from '@gamelle/contract/sponsorship/cookie';
import { readCookie } from '@gamelle/contract/shared/cookies';

/** The code a sponsorship link left in its cookie (issue 16): the registration form's prefill, a Google sign-up's. */
export function sponsorCodeOfCookie(): string {
  if (typeof document === 'undefined') return '';
  return readCookie(document.cookie, SPONSORSHIP_COOKIE) ?? '';
}
