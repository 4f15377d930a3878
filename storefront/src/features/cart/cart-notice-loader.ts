import { createIsomorphicFn } from '@tanstack/react-start';
import { deleteCookie, getRequest } from '@tanstack/react-start/server';
import { readCookie } from '../shared/index.ts';
import { cartNoticeCookie, decodeCartNotice, type CartNotice } from './cart-form.ts';

/**
 * The notice a cart form left for this page (posted without JavaScript, then redirected here), read once and
 * cleared by the server render. In the browser there is none: forms posted with JavaScript show their outcome
 * in place.
 */
export const cartNoticeLoader = createIsomorphicFn()
  .server((): CartNotice | null => {
    const value = readCookie(getRequest().headers.get('cookie') ?? '', cartNoticeCookie);
    if (value === undefined) return null;
    deleteCookie(cartNoticeCookie, { path: '/' });
    return decodeCartNotice(value);
  })
  .client((): CartNotice | null => null);
