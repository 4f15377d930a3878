import { COOKIES } from '@gamelle/contract/shared/cookies';
import { createIsomorphicFn } from '@tanstack/react-start';
import { deleteCookie } from '@tanstack/react-start/server';
import { readCookies, readCookie } from '../shared/index.ts';

/**
 * The cart's token lives in a cookie, not in localStorage: the server render reads it to show the cart, and it
 * is no secret worth more than the cart itself (a guest cart's token is its only key). SameSite=Lax keeps it
 * off cross-site requests.
 */
export const cartCookie = COOKIES.cart.name;
/** How long a cart is remembered (60 days), by the browser and by the cart forms' answers. */
export const cartCookieMaxAge = COOKIES.cart.maxAgeSeconds;

export function readCartToken(): string | undefined {
  return readCookie(readCookies(), cartCookie) || undefined;
}

/** Saving happens in the browser: carts are created by a click. */
export function saveCartToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${cartCookie}=${encodeURIComponent(token)}; Path=/; Max-Age=${cartCookieMaxAge}; SameSite=Lax${secure}`;
}

/** Forgets the token: in the browser's cookie jar, or with a Set-Cookie on the page being rendered. */
export const forgetCartToken = createIsomorphicFn()
  .server((): void => deleteCookie(cartCookie, { path: '/' }))
  .client((): void => {
    document.cookie = `${cartCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  });
