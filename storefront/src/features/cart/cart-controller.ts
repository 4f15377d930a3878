import type { AddCartItemBody, Cart, ChangeCartItemBody } from '@gamelle/contract/cart/schema';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { errorMessages } from '@gamelle/contract/shared/api-error';
import { ApiError, errorText } from '../shared/index.ts';
import { CartActionError } from './cart-action-error.ts';
import type { CartApi } from './cart-query.ts';
import { cartQueryKey } from './cart-keys.ts';
import { LineWishes, type LineBatch, type LinePatch } from './line-wishes.ts';
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

/** The mutation keys of the cart's writes (`useIsMutating({ mutationKey: cartMutationKey })` counts them all). */
export const cartMutationKey = ['cart'] as const;

type LineChange = Extract<CartChange, { itemId: number }>;
interface LineVariables {
  change: LineChange;
  patch: LinePatch;
}
interface Snapshot {
  previous: Cart | null;
}

/**
 * Every cart action of the shop, as TanStack Query mutations over the cart's query: the screen changes at once
 * (`onMutate`, optimistic), a refusal puts back the cart as it was shown before (rollback) and then as the server
 * has it. A line's mutations share a `scope` (`cart-line-{id}`), so they run in order, one request at a time,
 * each carrying the latest wish (line-wishes.ts); adds run one at a time too, the first creating the cart.
 */
export class CartController {
  private readonly queryClient: QueryClient;
  private readonly api: CartApi;
  private readonly tokens: CartTokens;
  private readonly wishes = new LineWishes<Cart>();
  /** Line mutations not settled yet, and the server's latest cart among their answers. */
  private unsettledLines = 0;
  private latest: Cart | null = null;

  constructor(queryClient: QueryClient, api: CartApi, tokens: CartTokens) {
    this.queryClient = queryClient;
    this.api = api;
    this.tokens = tokens;
  }

  get cart(): Cart | null {
    return this.queryClient.getQueryData<Cart | null>(cartQueryKey) ?? null;
  }

  /** Adds an article, creating the cart on the first one; a failure rejects with the reloaded cart. */
  add(item: NewCartItem): Promise<Cart> {
    return this.mutate<NewCartItem, Snapshot>(
      {
        mutationKey: [...cartMutationKey, 'add'],
        scope: { id: 'cart-add' },
        onMutate: (added) => {
          void this.queryClient.cancelQueries({ queryKey: cartQueryKey });
          return this.optimistic({
            type: 'add',
            variantCode: added.variantCode,
            quantity: added.quantity,
            interval: added.subscriptionInterval,
          });
        },
        mutationFn: (added) => this.addToStoredCart(added),
        onSuccess: (cart) => this.set(cart),
        onError: (_error, _added, context) => {
          if (context) this.set(context.previous);
        },
      },
      item,
    ).catch(async (error: unknown) => {
      throw actionError(error, await this.reload());
    });
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

  applyCoupon(code: string): Promise<Cart> {
    return this.couponCall((token) => this.api.applyCoupon(token, code.trim()));
  }

  removeCoupon(code: string): Promise<Cart> {
    return this.couponCall((token) => this.api.removeCoupon(token, code));
  }

  private async changeLine(change: LineChange, patch: LinePatch): Promise<void> {
    let batch: LineBatch<Cart> | undefined;
    try {
      await this.mutate<LineVariables, Snapshot>(
        {
          mutationKey: [...cartMutationKey, 'line', change.itemId],
          scope: { id: `cart-line-${change.itemId}` },
          onMutate: (variables) => {
            this.unsettledLines += 1;
            void this.queryClient.cancelQueries({ queryKey: cartQueryKey });
            batch = this.wishes.join(variables.change.itemId, variables.patch);
            const snapshot = this.optimistic(variables.change);
            if (!('before' in batch)) batch.before = snapshot.previous;
            return snapshot;
          },
          mutationFn: (variables) =>
            this.wishes.send(variables.change.itemId, batch!, (wish) => this.sendLine(variables.change.itemId, wish)),
          onSuccess: (cart) => {
            this.latest = cart;
          },
          onError: (error, variables) => {
            // Rollback: the cart as shown before the refused request's first wish (once per request; a wish
            // dropped after it was applied later, so that cart already hides it too).
            if (batch && batch.dropped === undefined && 'before' in batch) {
              this.set(batch.before ?? null);
              delete batch.before;
            }
            this.wishes.fail(variables.change.itemId, error);
          },
          onSettled: () => {
            this.unsettledLines -= 1;
          },
        },
        { change, patch },
      );
    } catch (error) {
      if (this.unsettledLines === 0) await this.reload();
      throw actionError(error, this.cart);
    }
    // Intermediate answers would show a quantity the customer has already changed: the server's cart is shown
    // once every line's request is answered.
    if (this.unsettledLines === 0 && this.latest) await this.settle(this.latest);
  }

  /**
   * Runs one mutation in the query client's mutation cache (what `useMutation` does, without a component: the
   * buy box, the cart page, the drawer and the URL actions share one controller).
   */
  private mutate<Variables, Context>(
    options: MutationOptions<Cart, unknown, Variables, Context>,
    variables: Variables,
  ): Promise<Cart> {
    return this.queryClient.getMutationCache().build(this.queryClient, options).execute(variables);
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

  /** Coupon calls: one at a time, the server's cart shown on success, its message on a refusal. */
  private couponCall(call: (token: string) => Promise<Cart>): Promise<Cart> {
    return this.mutate<void, Snapshot>(
      {
        mutationKey: [...cartMutationKey, 'coupon'],
        scope: { id: 'cart-coupon' },
        mutationFn: () => call(this.requireToken()),
        onSuccess: (cart) => this.set(cart),
      },
      undefined,
    ).catch((error: unknown) => {
      throw actionError(error, this.cart);
    });
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

  /** Shows the change at once; the cart shown before it is the mutation's context, for the rollback. */
  private optimistic(change: CartChange): Snapshot {
    const previous = this.cart;
    if (previous) this.set(applyCartChange(previous, change));
    return { previous };
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

/** A refusal (4xx) keeps the server's message; anything else is the generic one. */
function actionError(cause: unknown, cart: Cart | null): CartActionError {
  const message = cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? errorText(cause) : undefined;
  return new CartActionError(message, cart);
}
