// The checkout feature's only door: the order funnel and its confirmation (issue 14, spec §2).
export { CheckoutPage, preloadCheckoutData, preloadCheckoutSteps } from './CheckoutPage.tsx';
export { ConfirmationPage, type PaymentReturn } from './ConfirmationPage.tsx';
export { checkoutMessages } from './messages.ts';
export { checkoutOrderQuery } from './queries.ts';
export { isCheckoutStep, type CheckoutStep } from './checkout-search.ts';
