// A placed order as the Shop API answers it to its owner, and the owner's list of orders.
import { z } from 'zod';
import { cartSchema } from '../cart/schema.ts';
import {
  PAYMENT_ATTEMPT_STATES,
  PAYMENT_METHOD_CODES,
  SHIPPING_METHOD_CODES,
  orderAddressSchema,
  pickupPointSchema,
} from '../checkout/schema.ts';
import { hydraCollectionSchema, iriSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { priceSchema } from '../shared/money-schema.ts';
import { CHECKOUT_STATES, PAYMENT_STATES, SHIPPING_STATES } from './statuses.ts';

export const shipmentSchema = z.object({
  '@id': iriSchema,
  '@type': z.literal('Shipment'),
  id: z.number().int(),
  method: z.enum(SHIPPING_METHOD_CODES).nullable(),
  carrier: z.string().nullable(),
  pickupPoint: pickupPointSchema.nullable(),
  state: z.enum(SHIPPING_STATES),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The bank's answer to a refused payment (spec §8: message, detail and code are shown). */
export const bankResponseSchema = z.object({ message: z.string(), detail: z.string(), code: z.string() });
export type BankResponse = z.infer<typeof bankResponseSchema>;

export const paymentSchema = z.object({
  '@id': iriSchema,
  '@type': z.literal('Payment'),
  id: z.number().int(),
  method: z.enum(PAYMENT_METHOD_CODES).nullable(),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  amount: priceSchema,
  /** Set on a refused payment. */
  bankResponse: bankResponseSchema.nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Every totals line of spec §3, in cents. */
export const orderTotalsFields = {
  /** Service (payment) fees. */
  paymentFeeTotal: priceSchema,
  /** `total` without VAT. */
  taxExcludedTotal: priceSchema,
};

export const invoiceInfoSchema = z.object({
  /** Whether the PDF can be downloaded now. */
  available: z.boolean(),
  /** From which day it can (the order is shipped), null before shipping. */
  availableFrom: z.string().nullable(),
  url: z.string().nullable(),
  /** Its number once issued (at shipping). */
  number: z.string().nullable(),
});

export const orderSchema = cartSchema.extend({
  /** The order's reference, set when it is completed. */
  number: z.string().nullable(),
  checkoutState: z.enum(CHECKOUT_STATES),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  /** The status to show (one of spec §4's, grouped by `statusDisplayGroup`). */
  status: z.string(),
  email: z.string().nullable(),
  billingAddress: orderAddressSchema.nullable(),
  shippingAddress: orderAddressSchema.nullable(),
  shipments: z.array(shipmentSchema),
  payments: z.array(paymentSchema),
  notes: z.string().nullable(),
  checkoutCompletedAt: z.string().nullable(),
  invoice: invoiceInfoSchema,
  ...orderTotalsFields,
});
export type Order = z.infer<typeof orderSchema>;

/** One row of GET /shop/orders (newest first). */
export const orderSummarySchema = z.object({
  ...jsonLdFieldsOf('Order'),
  tokenValue: z.string(),
  number: z.string(),
  checkoutCompletedAt: z.string(),
  status: z.string(),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  itemsCount: z.number().int().nonnegative(),
  total: priceSchema,
  currencyCode: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderCollectionSchema = hydraCollectionSchema(orderSummarySchema);

/** GET /shop/orders query: pages for "load more". */
export const orderListQuerySchema = z.object({
  page: z.coerce.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).default(1),
  itemsPerPage: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(50, { error: 'too_long' })
    .default(10),
});
