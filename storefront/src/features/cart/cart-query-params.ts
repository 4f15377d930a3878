import { cartQueryActionSchema, type CartQueryAction } from '@gamelle/contract/catalogue/variant-code';

import { cartQueryParams } from './cart-query-detect.ts';

export type CartQueryParse = { kind: 'none' } | { kind: 'invalid' } | { kind: 'add'; action: CartQueryAction };

/**
 * Reads `variantId` (one code, a comma-separated list or a repeated parameter; each exactly 8 digits),
 * `quantity` (default 1) and `targetQuantity`. Any invalid value ignores the whole action.
 */
export function parseCartQueryParams(search: string): CartQueryParse {
  const params = new URLSearchParams(search);
  if (!cartQueryParams.some((name) => params.has(name))) return { kind: 'none' };
  const variantIds = params.getAll('variantId');
  const parsed = cartQueryActionSchema.safeParse({
    variantId: variantIds.length > 1 ? variantIds : variantIds[0],
    quantity: params.get('quantity') ?? undefined,
    targetQuantity: params.get('targetQuantity') ?? undefined,
  });
  return parsed.success ? { kind: 'add', action: parsed.data } : { kind: 'invalid' };
}

/** One step per code: add `quantity`, or with `targetQuantity` raise an existing line only if it is lower. */
export type CartQueryStep =
  { type: 'add'; variantCode: string; quantity: number } | { type: 'raise'; itemId: number; quantity: number };

export function planCartQueryAction(
  action: CartQueryAction,
  lines: ReadonlyArray<{ id: number; variantCode: string; quantity: number; subscriptionInterval: number | null }>,
): CartQueryStep[] {
  return action.variantId.flatMap((variantCode): CartQueryStep[] => {
    if (action.targetQuantity === undefined) return [{ type: 'add', variantCode, quantity: action.quantity }];
    const line = lines.find((l) => l.variantCode === variantCode && l.subscriptionInterval === null);
    if (!line) return [{ type: 'add', variantCode, quantity: action.targetQuantity }];
    return line.quantity < action.targetQuantity
      ? [{ type: 'raise', itemId: line.id, quantity: action.targetQuantity }]
      : [];
  });
}
