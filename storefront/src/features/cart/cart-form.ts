import { COOKIES } from '@gamelle/contract/shared/cookies';
/**
 * The cart's plain forms (buy box, cart line, promo code) post to this path of the shop, which changes the cart
 * with the cart cookie and answers 303 back to the page (`src/server-entry/cart-form.ts`). With JavaScript the
 * page handles the same forms itself and nothing is posted.
 */
export const cartFormPath = '/_cart';

/** What a cart form asks for (`cartAction`), and for a line or a code which button sent it (`intent`). */
export type CartFormAction = 'add' | 'line' | 'coupon';

/**
 * What a cart form did, carried from the POST to the page it redirects to in a short-lived cookie that the next
 * server render reads and clears, so a button pressed without JavaScript is never silent.
 */
export type CartNotice =
  | { kind: 'added'; quantity: number }
  | { kind: 'updated' }
  | { kind: 'removed' }
  | { kind: 'couponApplied' }
  | { kind: 'couponRemoved' }
  | { kind: 'couponRequired' }
  | { kind: 'error'; message: string | null };

export const cartNoticeCookie = COOKIES.cartNotice.name;

export function encodeCartNotice(notice: CartNotice): string {
  return encodeURIComponent(JSON.stringify(notice));
}

/** The notice a cookie holds; anything unexpected is no notice (a cookie is the visitor's to edit). */
export function decodeCartNotice(value: string | undefined): CartNotice | null {
  if (!value) return null;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const notice = data as Record<string, unknown>;
  switch (notice['kind']) {
    case 'added': {
      const quantity = notice['quantity'];
      return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
        ? { kind: 'added', quantity }
        : null;
    }
    case 'updated':
    case 'removed':
    case 'couponApplied':
    case 'couponRemoved':
    case 'couponRequired':
      return { kind: notice['kind'] };
    case 'error': {
      const message = notice['message'];
      return { kind: 'error', message: typeof message === 'string' && message ? message.slice(0, 300) : null };
    }
    default:
      return null;
  }
}
