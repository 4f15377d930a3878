// A placed order as the Shop API answers it to its owner, and the owner's list of orders.
import { z } from 'zod/mini';
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
  id: z.number().check(z.int()),
  method: z.nullable(z.enum(SHIPPING_METHOD_CODES)),
  carrier: z.nullable(z.string()),
  pickupPoint: z.nullable(pickupPointSchema),
  state: z.enum(SHIPPING_STATES),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  shippedAt: z.nullable(z.string()),
  deliveredAt: z.nullable(z.string()),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The bank's answer to a refused payment (spec §8: message, detail and code are shown). */
export const bankResponseSchema = z.object({ message: z.string(), detail: z.string(), code: z.string() });
export type BankResponse = z.infer<typeof bankResponseSchema>;

export const paymentSchema = z.object({
  '@id': iriSchema,
  '@type': z.literal('Payment'),
  id: z.number().check(z.int()),
  method: z.nullable(z.enum(PAYMENT_METHOD_CODES)),
  state: z.enum(PAYMENT_ATTEMPT_STATES),
  amount: priceSchema,
  /** Set on a refused payment. */
  bankResponse: z.nullable(bankResponseSchema),
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
  availableFrom: z.nullable(z.string()),
  url: z.nullable(z.string()),
  /** Its number once issued (at shipping). */
  number: z.nullable(z.string()),
});

export const orderSchema = z.extend(cartSchema, {
  /** The order's reference, set when it is completed. */
  number: z.nullable(z.string()),
  checkoutState: z.enum(CHECKOUT_STATES),
  paymentState: z.enum(PAYMENT_STATES),
  shippingState: z.enum(SHIPPING_STATES),
  /** The status to show (one of spec §4's, grouped by `statusDisplayGroup`). */
  status: z.string(),
  email: z.nullable(z.string()),
  billingAddress: z.nullable(orderAddressSchema),
  shippingAddress: z.nullable(orderAddressSchema),
  shipments: z.array(shipmentSchema),
  payments: z.array(paymentSchema),
  notes: z.nullable(z.string()),
  checkoutCompletedAt: z.nullable(z.string()),
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
  itemsCount: z.number().check(z.int()).check(z.nonnegative()),
  total: priceSchema,
  currencyCode: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderCollectionSchema = hydraCollectionSchema(orderSummarySchema);

/** GET /shop/orders query: pages for "load more". */
export const orderListQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'invalid' })
      .check(z.int({ error: 'invalid' }))
      .check(z.minimum(1, { error: 'invalid' })),
    1,
  ),
  itemsPerPage: z._default(
    z.coerce
      .number({ error: 'invalid' })
      .check(z.int({ error: 'invalid' }))
      .check(z.minimum(1, { error: 'invalid' }))
      .check(z.maximum(50, { error: 'too_long' })),
    10,
  ),
});
