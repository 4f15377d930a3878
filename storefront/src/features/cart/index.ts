// The cart feature's public door: everything other features and routes may use. Inside the feature, files import
// each other directly; from outside, only this file (eslint.config.js).
export { CartPage } from './CartPage.tsx';
export { CartQueryActions } from './CartQueryActions.tsx';
export { MiniCart } from './MiniCart.tsx';
export { CartActionError } from './cart-action-error.ts';
export { cartQueryOptions } from './cart-query.ts';
export { cartMessages } from './messages.ts';
export { cartShellMessages } from './shell-messages.ts';
export { useCartActions } from './use-cart.ts';
export { cartCookie, cartCookieMaxAge } from './cart-token.ts';
export { cartFormPath, cartNoticeCookie, encodeCartNotice, type CartFormAction, type CartNotice } from './cart-form.ts';
export { CartNoticeBanner, preloadCartNotice } from './CartNoticeBanner.tsx';
export { cartNoticeLoader } from './cart-notice-loader.ts';
export { withoutScriptCss } from './cart.css.ts';
