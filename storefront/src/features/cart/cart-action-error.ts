import type { Cart } from '@gamelle/contract/cart/schema';

/**
 * A failed cart action: the server's message (or none, for the generic one) and the cart reloaded after it. The
 * controller reads the message out of the API's error, so the pages that only catch this error do not load the
 * contract's error texts.
 */
export class CartActionError extends Error {
  readonly serverMessage: string | undefined;
  readonly cart: Cart | null;

  constructor(serverMessage: string | undefined, cart: Cart | null) {
    super(serverMessage ?? 'generic.error');
    this.serverMessage = serverMessage;
    this.cart = cart;
  }
}
