import type { Locale } from '@gamelle/contract';
import type { checkoutErrorTexts } from '@gamelle/contract/checkout/errors';
import { serverErrorText } from '@gamelle/contract/shared/server-errors';

export type CheckoutMessage = keyof typeof checkoutErrorTexts;

/** The checkout's refusal texts (contract/src/checkout/errors.ts) in the request's language. */
export function checkoutMessage(locale: Locale, key: CheckoutMessage): string {
  return serverErrorText(locale, key);
}
