// The self-service calls under /shop/subscriptions (Sylius-style; spec §7 does not show them): request bodies.
import { z } from 'zod';
import { CANCELLATION_REASONS, CHANGE_SCOPES } from './cancellation.ts';
import { DELIVERY_FREQUENCY_CODES } from './frequencies.ts';
import { SHIPPING_METHOD_CODES } from '../checkout/schema.ts';

const codeOrIri = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .transform((v) => v.slice(v.lastIndexOf('/') + 1));

/** PATCH /shop/subscriptions/{code}/frequency */
export const changeFrequencyBodySchema = z.object({
  frequency: z
    .number({ error: 'required' })
    .refine((v) => (DELIVERY_FREQUENCY_CODES as number[]).includes(v), { error: 'invalid' }),
});

/** PATCH /shop/subscriptions/{code}/next-shipping-date: a calendar day `YYYY-MM-DD`. */
export const changeShippingDateBodySchema = z.object({
  nextShippingDate: z
    .string({ error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'invalid' }),
});

/** POST /shop/subscriptions/{code}/ship-now: the customer confirmed in the dialog. */
export const shipNowBodySchema = z.object({ confirm: z.literal(true, { error: 'required' }) });

const scope = z.enum(CHANGE_SCOPES, { error: 'invalid' });

/** PATCH /shop/subscriptions/{code}/delivery: address (an address-book id), carrier, relay point; for all drafts or the next only. */
export const changeDeliveryBodySchema = z
  .object({
    scope,
    address: z.union([z.number().int().positive(), codeOrIri]).optional(),
    shippingMethod: z.enum(SHIPPING_METHOD_CODES, { error: 'invalid' }).optional(),
    pickupPoint: codeOrIri.nullable().optional(),
  })
  .refine((b) => b.address !== undefined || b.shippingMethod !== undefined || b.pickupPoint !== undefined, {
    error: 'required',
    path: ['shippingMethod'],
  });

/** PATCH /shop/subscriptions/{code}/payment-method: one of the customer's saved cards. */
export const changePaymentMethodBodySchema = z.object({
  scope,
  paymentMethod: z.union([z.number().int().positive(), codeOrIri]),
});

/** POST /shop/subscriptions/{code}/cancellation-requests (spec §5: reason and message required). */
export const cancellationRequestBodySchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: 'required' }),
  message: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(2000, { error: 'too_long' }),
});

/** POST /shop/subscriptions/{code}/contact-messages (spec §3: message and the subscription's code). */
export const subscriptionContactBodySchema = z.object({
  message: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(2000, { error: 'too_long' }),
});
