// The contract's typed client for the customer and address calls, over the shop's API fetch: in the browser the
// session proxy adds the customer's bearer from the HttpOnly cookie; during the server render the page request's
// token is added. No token ever passes through this code.
import { addressCalls, customerCalls } from '@gamelle/contract/customer/api';
import type { ClientConfig } from '@gamelle/contract/shared/http';
import { channelFor } from '@gamelle/contract/shared/locales';
import { apiFetch, countryOr, readCookies, type Locale } from '../shared/index.ts';

function config(locale: Locale): ClientConfig {
  const channel = channelFor(countryOr(readCookies(), locale), locale);
  return {
    baseUrl: '',
    channelCode: channel.code,
    localeCode: channel.shopLocaleCode,
    locale,
    // The client builds `/api/…` URLs; the shop's apiFetch takes the path under /api.
    fetch: (input, init) => apiFetch(String(input).replace(/^\/api/, ''), init),
  };
}

export function accountClient(locale: Locale) {
  const c = config(locale);
  return { customer: customerCalls(c), address: addressCalls(c), shop: c };
}
