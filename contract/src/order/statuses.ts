// Order and subscription statuses and how they are shown (spec §4), plus the cart's own state machines.

/** Display groups of order/subscription statuses, exactly as spec §4 lists them. */
export const STATUS_DISPLAY_GROUPS = {
  positive: ['draft', 'processing', 'processed', 'active', 'authorized', 'payment_accepted', 'paid', 'sent', 'shipped'],
  warning: ['awaiting_payment', 'partially_authorized', 'partially_refunded', 'partially_paid'],
  error: [
    'paused',
    'error',
    'payment_failure',
    'payment_failed',
    'pickuppoint_unavailable',
    'product_unavailable',
    'promotion_unavailable',
    'invalid_promotion',
  ],
  neutral: ['refunded', 'stopped', 'cancelled'],
} as const;

export type StatusDisplayGroup = keyof typeof STATUS_DISPLAY_GROUPS;
export type OrderStatus = (typeof STATUS_DISPLAY_GROUPS)[StatusDisplayGroup][number];

export const ORDER_STATUSES = Object.values(STATUS_DISPLAY_GROUPS).flat() as OrderStatus[];

/** The display group of a status; unknown statuses are shown as neutral rather than breaking the page. */
export function statusDisplayGroup(status: string): StatusDisplayGroup {
  for (const [group, statuses] of Object.entries(STATUS_DISPLAY_GROUPS)) {
    if ((statuses as readonly string[]).includes(status)) return group as StatusDisplayGroup;
  }
  return 'neutral';
}

/** Cart (order) states; only `cart` is usable, the others make the client forget the stored token. */
export const ORDER_STATES = ['new', 'cart', 'completed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const USABLE_CART_STATE: OrderState = 'cart';

export const PAYMENT_STATES = [
  'cart',
  'awaiting_payment',
  'partially_authorized',
  'authorized',
  'partially_paid',
  'cancelled',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** Statuses the front shows for payments that Sylius has no state for. */
export const FRONT_PAYMENT_STATUSES = ['payment_accepted', 'payment_failure'] as const;

export const SHIPPING_STATES = ['cart', 'ready', 'shipped', 'cancelled'] as const;
export type ShippingState = (typeof SHIPPING_STATES)[number];
export const FRONT_SHIPPING_STATUSES = ['sent'] as const;

export const CHECKOUT_STATES = [
  'addressed',
  'cart',
  'completed',
  'payment_selected',
  'payment_skipped',
  'shipping_selected',
  'shipping_skipped',
] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];
