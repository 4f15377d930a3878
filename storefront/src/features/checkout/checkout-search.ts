// The funnel's step in the URL, read by the route's validateSearch: the router keeps every route's search reader in
// the shell that all pages load, so this file imports nothing (the checkout calls stay route-split).
export const CHECKOUT_STEPS = ['address', 'shipping', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}
