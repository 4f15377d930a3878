// The contract's typed client for the customer and address calls, over the shop's one API fetch: in the browser the
// session proxy adds the customer's bearer from the HttpOnly cookie; during the server render the page request's
// token is added. No token ever passes through this code.
import { addressCalls, customerCalls, localIssuerCalls } from '@gamelle/contract/customer/api';
import { apiConfig, countryOr, readCookies, type Locale } from '../shared/index.ts';

export function accountClient(locale: Locale) {
  const config = apiConfig(locale, countryOr(readCookies(), locale));
  return {
    customer: customerCalls(config),
    address: addressCalls(config),
    localIssuer: localIssuerCalls(config),
    shop: config,
  };
}
