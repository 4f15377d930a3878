// The self-service calls under /shop/subscriptions (Sylius-style; spec §7 does not show them): request bodies.
import { z } from 'zod/mini';
import { hydraCollectionSchema } from '../shared/jsonld.ts';
import { CANCELLATION_REASONS, CHANGE_SCOPES } from './cancellation.ts';
import { DELIVERY_FREQUENCY_CODES } from './frequencies.ts';
import { SHIPPING_METHOD_CODES } from '../checkout/schema.ts';

const codeOrIri = z.pipe(
  z
    .string({ error: 'required' })
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' })),
  z.transform((v) => v.slice(v.lastIndexOf('/') + 1)),
);

/** PATCH /shop/subscriptions/{code}/frequency */
export const changeFrequencyBodySchema = z.object({
  frequency: z
    .number({ error: 'required' })
    .check(z.refine((v) => (DELIVERY_FREQUENCY_CODES as number[]).includes(v), { error: 'invalid' })),
});

/** PATCH /shop/subscriptions/{code}/next-shipping-date: a calendar day `YYYY-MM-DD`. */
export const changeShippingDateBodySchema = z.object({
  nextShippingDate: z
    .string({ error: 'required' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' }))
    .check(z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'invalid' })),
});

/** POST /shop/subscriptions/{code}/ship-now: the customer confirmed in the dialog. */
export const shipNowBodySchema = z.object({ confirm: z.literal(true, { error: 'required' }) });

const scope = z.enum(CHANGE_SCOPES, { error: 'invalid' });

/** PATCH /shop/subscriptions/{code}/delivery: address (an address-book id), carrier, relay point; for all drafts or the next only. */
export const changeDeliveryBodySchema = z
  .object({
    scope,
    address: z.optional(z.union([z.number().check(z.int()).check(z.positive()), codeOrIri])),
    shippingMethod: z.optional(z.enum(SHIPPING_METHOD_CODES, { error: 'invalid' })),
    pickupPoint: z.optional(z.nullable(codeOrIri)),
  })
  .check(
    z.refine((b) => b.address !== undefined || b.shippingMethod !== undefined || b.pickupPoint !== undefined, {
      error: 'required',
      path: ['shippingMethod'],
    }),
  );

/** PATCH /shop/subscriptions/{code}/payment-method: one of the customer's saved cards. */
export const changePaymentMethodBodySchema = z.object({
  scope,
  paymentMethod: z.union([z.number().check(z.int()).check(z.positive()), codeOrIri]),
});

/** POST /shop/subscriptions/{code}/cancellation-requests (spec §5: reason and message required). */
export const cancellationRequestBodySchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: 'required' }),
  message: z
    .string({ error: 'required' })
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' }))
    .check(z.maxLength(2000, { error: 'too_long' })),
});

/** POST /shop/subscriptions/{code}/contact-messages (spec §3: message and the subscription's code). */
export const subscriptionContactBodySchema = z.object({
  message: z
    .string({ error: 'required' })
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' }))
    .check(z.maxLength(2000, { error: 'too_long' })),
});

// --- answers ---

const savedCardSchema = z.object({
  id: z.number().check(z.int()),
  brand: z.string(),
  last4: z.string().check(z.length(4)),
  expMonth: z.number().check(z.int()).check(z.minimum(1)).check(z.maximum(12)),
  expYear: z.number().check(z.int()),
});

export const SUBSCRIPTION_ALERT_CODES = [
  'card_expired',
  'card_expires_end_of_month',
  'no_payment_method',
  'pickup_point_inactive',
  'product_unavailable',
  'invalid_carrier',
  'promotion_invalid',
] as const;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** GET /shop/subscriptions/{code} (and each member of GET /shop/subscriptions). */
export const subscriptionSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Subscription'),
  code: z.string(),
  status: z.string(),
  statusGroup: z.enum(['positive', 'warning', 'error', 'neutral']),
  frequency: z.number().check(z.int()),
  frequencyLabel: z.string(),
  nextFrequency: z.nullable(z.number().check(z.int())),
  nextShippingDate: day,
  modificationLimitDate: day,
  locked: z.boolean(),
  /** The shop's calendar day on its clock (demo time included): the page's rules count from it, not the browser's. */
  today: z.optional(day),
  deliveries: z.number().check(z.int()),
  minimumDeliveries: z.number().check(z.int()),
  nextRetryDate: z.nullable(day),
  createdAt: z.string(),
  items: z.array(
    z.object({
      variantCode: z.string(),
      productSku: z.nullable(z.string()),
      productName: z.string(),
      variantName: z.string(),
      quantity: z.number().check(z.int()).check(z.positive()),
      unitPrice: z.nullable(z.number().check(z.int())),
      subscriptionUnitPrice: z.nullable(z.number().check(z.int())),
      available: z.boolean(),
    }),
  ),
  shippingAddress: z.unknown(),
  shippingMethod: z.enum(SHIPPING_METHOD_CODES),
  pickupPoint: z.nullable(z.string()),
  paymentMethod: z.nullable(savedCardSchema),
  nextOrder: z.object({
    shippingDate: day,
    shippingAddress: z.unknown(),
    shippingMethod: z.enum(SHIPPING_METHOD_CODES),
    pickupPoint: z.nullable(z.object({ code: z.string(), name: z.string(), city: z.string(), active: z.boolean() })),
    paymentMethod: z.nullable(savedCardSchema),
    nextOrderOnly: z.array(z.string()),
    itemsSubtotal: z.number().check(z.int()),
    subscriptionDiscountTotal: z.number().check(z.int()),
    itemsTotal: z.number().check(z.int()),
    /**
     * The delivery the renewal will charge (the country's fee for the method, free from its threshold), and the total
     * charged; null when the address or method cannot be delivered (the `invalid_carrier` alert).
     */
    shippingTotal: z.nullable(z.number().check(z.int())),
    total: z.nullable(z.number().check(z.int())),
  }),
  alerts: z.array(
    z.object({
      code: z.enum(SUBSCRIPTION_ALERT_CODES),
      message: z.string(),
      action: z.enum(['change_payment_method', 'change_delivery', 'contact']),
      actionLabel: z.string(),
    }),
  ),
  cancellationRequested: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /shop/subscriptions/{code}/cancellation-requests → 201. */
export const cancellationRequestSchema = z.object({
  '@type': z.literal('CancellationRequest'),
  id: z.number().check(z.int()),
  subscription: z.string(),
  reason: z.nullable(z.string()),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  belowMinimumDeliveries: z.boolean(),
  notice: z.nullable(z.string()),
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;

/** One order of a subscription's history (GET /shop/subscriptions/{code}/orders). */
export const subscriptionOrderSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Order'),
  tokenValue: z.string(),
  number: z.nullable(z.string()),
  shippingDate: z.nullable(z.string()),
  checkoutCompletedAt: z.nullable(z.string()),
  paymentState: z.nullable(z.string()),
  shippingState: z.nullable(z.string()),
  state: z.string(),
  total: z.number().check(z.int()),
  renewal: z.boolean(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

/** One of the customer's cards saved at the payment provider (GET /shop/saved-payment-methods). */
export const savedPaymentMethodSchema = z.object({
  id: z.number().check(z.int()),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().check(z.int()),
  expYear: z.number().check(z.int()),
  expired: z.optional(z.boolean()),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

export const subscriptionCollectionSchema = hydraCollectionSchema(subscriptionSchema);
export const subscriptionOrderCollectionSchema = hydraCollectionSchema(subscriptionOrderSchema);
export const savedPaymentMethodCollectionSchema = hydraCollectionSchema(savedPaymentMethodSchema);
