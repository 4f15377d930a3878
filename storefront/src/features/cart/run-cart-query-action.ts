import type { CartActions } from './use-cart.ts';
import { parseCartQueryParams, planCartQueryAction } from './cart-query-params.ts';

export type CartQueryOutcome = 'none' | 'invalid' | 'added' | 'failed';

/**
 * Carries out the cart parameters of a URL (loaded on demand: it brings the contract's zod rules). Steps run one
 * after the other so two codes of the same product cannot race each other.
 */
export async function runCartQueryAction(search: string, controller: CartActions): Promise<CartQueryOutcome> {
  const parsed = parseCartQueryParams(search);
  if (parsed.kind !== 'add') return parsed.kind;
  try {
    for (const step of planCartQueryAction(parsed.action, controller.cart?.items ?? [])) {
      if (step.type === 'raise') await controller.setQuantity(step.itemId, step.quantity);
      else
        await controller.add({
          variantCode: step.variantCode,
          quantity: step.quantity,
          subscriptionInterval: null,
          sourceItemList: 'url',
        });
    }
    return 'added';
  } catch {
    return 'failed';
  }
}
