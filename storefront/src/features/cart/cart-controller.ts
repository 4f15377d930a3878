import type { AddCartItemBody, Cart, ChangeCartItemBody } from '@gamelle/contract/cart/schema';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessages } from '@gamelle/contract/shared/api-error';
import { ApiError, errorText } from '../shared/index.ts';
import type { CartApi } from './cart-query.ts';
import { cartQueryKey } from './cart-keys.ts';
import { LineQueue, type LinePatch } from './line-queue.ts';
import { discardEmptyCart, loadStoredCart } from '@gamelle/contract/cart/load';
import { applyCartChange, type CartChange } from './optimistic-cart.ts';

/** An article to add: its variant code, quantity and subscription interval (null: one-off purchase). */
export interface NewCartItem {
  variantCode: string;
  quantity: number;
  subscriptionInterval: number | null;
  sourceItemList?: string | null;
  upsell?: boolean;
}

/** Where the cart's token is kept (the cookie, in the shop). */
export interface CartTokens {
  read: () => string | undefined;
  save: (token: string) => void;
  forget: () => void;
}

/** A failed cart action: the server's message (or none, for the generic one) and the cart reloaded after it. */
export class CartActionError extends Error {
  readonly serverMessage: string | undefined;
  readonly cart: Cart | null;

  constructor(cause: unknown, cart: Cart | null) {
    const serverMessage =
      cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? errorText(cause) : undefined;
    super(serverMessage ?? 'generic.error');
    this.serverMessage = serverMessage;
    this.cart = cart;
  }
}

/**
 * Every cart action of the shop, over the TanStack Query cache: the screen changes at once (optimistic), line
 * changes go through a per-line queue, and a failure puts back the cart as the server has it.
 */
export class CartController {
  private readonly queryClient: QueryClient;
  private readonly api: CartApi;
  private readonly tokens: CartTokens;
  private readonly lines: LineQueue<Cart>;

  constructor(queryClient: QueryClient, api: CartApi, tokens: CartTokens) {
    this.queryClient = queryClient;
    this.api = api;
    this.tokens = tokens;
    this.lines = new LineQueue<Cart>((itemId, patch) => this.sendLine(itemId, patch), {
      idle: (cart) => void this.settle(cart),
      failed: () => void this.reload(),
    });
  }

  get cart(): Cart | null {
    return this.queryClient.getQueryData<Cart | null>(cartQueryKey) ?? null;
  }

  /** Adds an article, creating the cart on the first one; a failure rejects with the reloaded cart. */
  async add(item: NewCartItem): Promise<Cart> {
    await this.queryClient.cancelQueries({ queryKey: cartQueryKey });
    this.optimistic({
      type: 'add',
      variantCode: item.variantCode,
      quantity: item.quantity,
      interval: item.subscriptionInterval,
    });
    try {
      const cart = await this.addToStoredCart(item);
      this.set(cart);
      return cart;
    } catch (error) {
      throw new CartActionError(error, await this.reload());
    }
  }

  setQuantity(itemId: number, quantity: number): Promise<void> {
    return this.changeLine({ type: 'quantity', itemId, quantity }, { quantity });
  }

  setSubscription(itemId: number, interval: number | null): Promise<void> {
    return this.changeLine({ type: 'interval', itemId, interval }, { subscriptionInterval: interval });
  }

  remove(itemId: number): Promise<void> {
    return this.changeLine({ type: 'remove', itemId }, { remove: true });
  }

  async applyCoupon(code: string): Promise<Cart> {
    return this.couponCall((token) => this.api.applyCoupon(token, code.trim()));
  }

  async removeCoupon(code: string): Promise<Cart> {
    return this.couponCall((token) => this.api.removeCoupon(token, code));
  }

  private async changeLine(change: Extract<CartChange, { itemId: number }>, patch: LinePatch): Promise<void> {
    this.optimistic(change);
    try {
      await this.lines.push(change.itemId, patch);
    } catch (error) {
      throw new CartActionError(error, this.cart);
    }
  }

  private sendLine(itemId: number, patch: LinePatch): Promise<Cart> {
    const token = this.requireToken();
    return 'remove' in patch
      ? this.api.removeItem(token, itemId)
      : this.api.changeItem(token, itemId, patch as ChangeCartItemBody);
  }

  private async addToStoredCart(item: NewCartItem): Promise<Cart> {
    const token = this.tokens.read();
    if (token) {
      try {
        return await this.api.addItem(token, addBody(item));
      } catch (error) {
        // 'Cart not found': the stored cart is gone (expired, ordered elsewhere); start a new one.
        if (!(error instanceof ApiError && error.status === 404 && error.message === errorMessages.cartNotFound)) {
          throw error;
        }
        this.tokens.forget();
      }
    }
    const created = await this.api.create(this.api.newCart);
    this.tokens.save(created.tokenValue);
    return this.api.addItem(created.tokenValue, addBody(item));
  }

  private async couponCall(call: (token: string) => Promise<Cart>): Promise<Cart> {
    try {
      const cart = await call(this.requireToken());
      this.set(cart);
      return cart;
    } catch (error) {
      throw new CartActionError(error, this.cart);
    }
  }

  /** After the last line request: an emptied cart is deleted on the server and forgotten (spec §4). */
  private async settle(cart: Cart): Promise<void> {
    if (cart.items.length > 0) return this.set(cart);
    this.set(null);
    await discardEmptyCart(this.api, this.tokens, cart.tokenValue);
  }

  private async reload(): Promise<Cart | null> {
    const cart = await loadStoredCart(this.api, { token: this.tokens.read, forget: this.tokens.forget });
    this.set(cart);
    return cart;
  }

  private requireToken(): string {
    const token = this.tokens.read();
    if (!token) throw new ApiError({ status: 404, message: errorMessages.cartNotFound, code: 'cart_not_found' });
    return token;
  }

  private optimistic(change: CartChange): void {
    const cart = this.cart;
    if (cart) this.set(applyCartChange(cart, change));
  }

  private set(cart: Cart | null): void {
    this.queryClient.setQueryData<Cart | null>(cartQueryKey, cart);
  }
}

/** The server checks the interval against the frequencies of spec §3 (FrequencySelect offers only those). */
function addBody(item: NewCartItem): AddCartItemBody {
  return {
    productVariant: item.variantCode,
    quantity: item.quantity,
    subscriptionInterval: item.subscriptionInterval as AddCartItemBody['subscriptionInterval'],
    sourceItemList: item.sourceItemList ?? null,
    upsell: item.upsell ?? false,
  };
}
