// A 401 while a page loads: the session is over. Here rather than in the account feature so that every page that
// reads the customer's data (the account, the checkout, the guides) handles it the same way without loading the
// account screens' code.
import { redirect } from '@tanstack/react-router';
import { createIsomorphicFn } from '@tanstack/react-start';
import { deleteCookie } from '@tanstack/react-start/server';
import { ApiError } from '../shared/index.ts';
import { accessCookie, markerCookie, refreshCookie } from './cookies.ts';
import { returnParam } from './session.ts';

/** Ends the session in the page being rendered (the browser's proxy calls end it on their own answer). */
const endSession = createIsomorphicFn()
  .server(() => {
    for (const name of [accessCookie, refreshCookie, markerCookie]) deleteCookie(name, { path: '/' });
  })
  .client(() => {
    document.cookie = `${markerCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  });

/**
 * A 401 while a page loads (the token was refused): the session is over, so the visitor goes to login with the
 * page remembered. Other errors go on to the error page.
 */
export function loginIfUnauthorized(error: unknown, location: { publicHref: string }): never {
  if (error instanceof ApiError && error.status === 401) {
    endSession();
    throw redirect({ to: '/connexion/', search: { [returnParam]: location.publicHref, session: 'ended' } });
  }
  throw error;
}
