import type { Order } from '@gamelle/contract/order/schema';
import { ApiError, errorText } from '../shared/index.ts';

/**
 * What a failed checkout call tells the customer: the server's own FR/NL texts for a refused input (422, one per
 * field), else the funnel message of spec §8.
 */
export function checkoutErrorText(error: unknown, funnelError: string): string {
  if (error instanceof ApiError && error.status === 422) return errorText(error) || funnelError;
  return funnelError;
}

/** The 409 `order_changed` answer of the complete call: the new order (its totals) to confirm again. */
export function changedOrderOf(error: unknown): Order | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { code?: unknown; order?: unknown } | undefined;
  return body?.code === 'order_changed' && body.order && typeof body.order === 'object' ? (body.order as Order) : null;
}
