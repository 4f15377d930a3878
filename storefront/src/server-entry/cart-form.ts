import { cartCalls } from '@gamelle/contract/cart/api';
import type { Cart } from '@gamelle/contract/cart/schema';
import { ApiError } from '@gamelle/contract/shared/api-error';
import { redirectTarget } from '@gamelle/contract/shared/redirect-target';
import { channelFor, countryCodeOf, type CountryCode } from '@gamelle/contract/shared/locales';
import { DEFAULT_DELIVERY_FREQUENCY, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import {
  cartCookie,
  cartCookieMaxAge,
  cartFormPath,
  cartNoticeCookie,
  encodeCartNotice,
  type CartNotice,
} from '../features/cart/index.ts';
import { accessCookie, renewBeforeRender } from '../features/session/index.ts';
import { countryOr, readCookie, toInternalPath, toPublicPath } from '../features/shared/index.ts';

type ApiFetch = (request: Request) => Response | Promise<Response>;
type Field = (name: string) => string;
type CartCalls = ReturnType<typeof cartCalls>;

/**
 * The cart's forms without JavaScript, as Hydrogen's cart forms: the buy box, a cart line and the promo code
 * post to `/_cart`; the change is made with the cart cookie (a cart is created, and its cookie set, on the first
 * article), then a 303 sends the visitor back to the page the form was on — a path of this site only, else the
 * cart — with a notice of what happened for the next render. With JavaScript the page handles the same forms.
 */
export async function cartFormAction(request: Request, apiFetch: ApiFetch | undefined): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== cartFormPath && url.pathname !== `${cartFormPath}/`) return null;
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  // The cart cookie is SameSite=Lax, so another site's form could only reach an empty cart: refuse it outright.
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && origin !== url.origin) return new Response(null, { status: 403 });

  const form = await request.formData().catch(() => new FormData());
  const field: Field = (name) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const target = redirectTarget(field('redirectTo'));
  const { locale } = toInternalPath(target?.split(/[?#]/)[0] ?? '/');
  // A logged-in customer's cart is theirs alone: the change carries their session as a page render does (the
  // access token renewed first when it is near its end), else the API refuses the customer's cart to a guest.
  const toApi = (call: Request) => callApi(apiFetch, url, call);
  const renewed = await renewBeforeRender(request, toApi);
  const cookies = renewed?.cookieHeader ?? request.headers.get('cookie') ?? '';
  const country = countryOr(cookies, locale);
  const channel = channelFor(country, locale);
  const api = cartCalls({
    baseUrl: 'http://shop.internal',
    fetch: (input, init) => toApi(new Request(input, init)),
    getToken: () => readCookie(cookies, accessCookie) || undefined,
    channelCode: channel.code,
    localeCode: channel.shopLocaleCode,
    locale,
  });
  const cart = { token: readCookie(cookies, cartCookie) || undefined, created: false };

  let notice: CartNotice;
  try {
    notice = await perform(field, api, cart, channel, countryCodeOf(country));
  } catch (error) {
    // The server's own words for a refusal (already in the page's language); the generic text for the rest.
    const known =
      error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'cart_not_found';
    notice = { kind: 'error', message: known ? (error.violations[0]?.message ?? error.message) : null };
  }
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  const headers = new Headers({ Location: target ?? toPublicPath('/panier/', locale), 'Cache-Control': 'no-store' });
  for (const cookie of renewed?.setCookies ?? []) headers.append('Set-Cookie', cookie);
  headers.append(
    'Set-Cookie',
    `${cartNoticeCookie}=${encodeCartNotice(notice)}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly${secure}`,
  );
  if (cart.created && cart.token) {
    headers.append(
      'Set-Cookie',
      `${cartCookie}=${encodeURIComponent(cart.token)}; Path=/; Max-Age=${cartCookieMaxAge}; SameSite=Lax${secure}`,
    );
  }
  return new Response(null, { status: 303, headers });
}

async function perform(
  field: Field,
  api: CartCalls,
  cart: { token: string | undefined; created: boolean },
  channel: ReturnType<typeof channelFor>,
  /** The switcher's country: a cart made here ships there from its first article (issue 22). */
  country: CountryCode,
): Promise<CartNotice> {
  switch (field('cartAction')) {
    case 'add': {
      const quantity = positiveInteger(field('quantity'));
      if (quantity === null) return { kind: 'error', message: null };
      const body = {
        productVariant: field('variantCode'),
        quantity,
        subscriptionInterval: field('purchase') === 'subscription' ? frequency(field('frequency')) : null,
        sourceItemList: field('sourceItemList') || null,
      };
      if (cart.token) {
        try {
          await api.addItem(cart.token, body);
          return { kind: 'added', quantity };
        } catch (error) {
          // The stored cart is gone (expired, ordered elsewhere): start a new one, as the page does.
          if (!(error instanceof ApiError && error.status === 404 && !(error as { cart?: Cart | null }).cart))
            throw error;
        }
      }
      const created = await api.create({
        localeCode: channel.shopLocaleCode,
        channelCode: channel.code,
        countryCode: country,
      });
      cart.token = created.tokenValue;
      cart.created = true;
      await api.addItem(created.tokenValue, body);
      return { kind: 'added', quantity };
    }
    case 'line': {
      const itemId = positiveInteger(field('itemId'));
      if (itemId === null) return { kind: 'error', message: null };
      if (field('intent') === 'remove') {
        await api.removeItem(cart.token ?? '', itemId);
        return { kind: 'removed' };
      }
      const quantity = positiveInteger(field('quantity'));
      if (quantity === null) return { kind: 'error', message: null };
      const purchase = field('purchase');
      await api.changeItem(cart.token ?? '', itemId, {
        quantity,
        ...(purchase
          ? { subscriptionInterval: purchase === 'subscription' ? frequency(field('frequency')) : null }
          : {}),
      });
      return { kind: 'updated' };
    }
    case 'coupon': {
      const code = field('couponCode');
      if (field('intent') === 'remove') {
        await api.removeCoupon(cart.token ?? '', code);
        return { kind: 'couponRemoved' };
      }
      if (!code) return { kind: 'couponRequired' };
      await api.applyCoupon(cart.token ?? '', code);
      return { kind: 'couponApplied' };
    }
    default:
      return { kind: 'error', message: null };
  }
}

/** The API in the same process when serve.ts lends it, else `API_URL`, else this origin (the Vite dev server). */
function callApi(apiFetch: ApiFetch | undefined, url: URL, request: Request): Promise<Response> {
  if (apiFetch) return Promise.resolve(apiFetch(request));
  const base = (process.env.API_URL ?? `${url.origin}/api`).replace(/\/$/, '');
  const target = new URL(request.url);
  return fetch(new Request(`${base}${target.pathname.replace(/^\/api/, '')}${target.search}`, request));
}

function positiveInteger(value: string): number | null {
  const number = Number(value);
  return /^\d{1,4}$/.test(value) && number > 0 ? number : null;
}

function frequency(value: string) {
  const code = Number(value);
  return isDeliveryFrequencyCode(code) ? code : DEFAULT_DELIVERY_FREQUENCY;
}
