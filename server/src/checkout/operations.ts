// The checkout's, orders' and payments' calls for /api/docs (issue 14; Sylius Shop API shapes).
import {
  checkoutAddressBodySchema,
  choosePaymentBodySchema,
  chooseShippingBodySchema,
  completeOrderBodySchema,
  paymentConfigurationSchema,
  paymentMethodCollectionSchema,
  pickupPointCollectionSchema,
  shippingMethodCollectionSchema,
} from '@gamelle/contract/checkout/schema';
import { orderCollectionSchema, orderSchema } from '@gamelle/contract/order/schema';
import { hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { z } from 'zod';
import type { Operation } from '../shared/docs/operations.ts';

const order = '/api/v2/shop/orders/{token}';
const mine = { auth: 'required', owned: { otherCustomerStatus: 403 } } as const;

/** The 409 of a complete whose order changed since the summary: the reasons and the order with its new totals. */
export const orderChangedSchema = z.object({
  '@type': z.literal('hydra:Error'),
  'hydra:description': z.string(),
  code: z.literal('order_changed'),
  reasons: z.array(z.enum(['price', 'stock', 'coupon', 'shipping', 'total'])),
  order: orderSchema,
});

export const checkoutOperations: Operation[] = [
  {
    method: 'put',
    path: order,
    tag: 'Checkout',
    summary: 'Address step: billing and shipping addresses (the same PUT attaches a customer when sent `{ customer }`)',
    body: checkoutAddressBodySchema,
    responses: { 200: orderSchema },
    ...mine,
  },
  {
    method: 'get',
    path: `${order}/shipments/{shipmentId}/methods`,
    tag: 'Checkout',
    summary: 'Carriers for the shipping country (home delivery, pickup point) with their price for this cart',
    responses: { 200: shippingMethodCollectionSchema },
    ...mine,
  },
  {
    method: 'patch',
    path: `${order}/shipments/{shipmentId}`,
    tag: 'Checkout',
    summary: 'Choose the shipping method (and the pickup point) → shipping_selected (payment_skipped when free)',
    body: chooseShippingBodySchema,
    responses: { 200: orderSchema },
    ...mine,
  },
  {
    method: 'get',
    path: `${order}/payments/{paymentId}/methods`,
    tag: 'Checkout',
    summary: 'Payment methods for this order (only `free` for a free order)',
    responses: { 200: paymentMethodCollectionSchema },
    ...mine,
  },
  {
    method: 'patch',
    path: `${order}/payments/{paymentId}`,
    tag: 'Checkout',
    summary: 'Choose the payment method → payment_selected (payment_skipped for a free order)',
    body: choosePaymentBodySchema,
    responses: { 200: orderSchema },
    ...mine,
  },
  {
    method: 'patch',
    path: `${order}/complete`,
    tag: 'Checkout',
    summary: 'Place the order; 409 with the new totals when anything changed since `expectedTotal`; idempotent',
    body: completeOrderBodySchema,
    responses: { 200: orderSchema, 409: orderChangedSchema },
    ...mine,
  },
  {
    method: 'get',
    path: `${order}/payments/{paymentId}/configuration`,
    tag: 'Payment',
    summary: 'Where to send the customer: the provider’s page (card, PayPal, Bancontact) or transfer/cheque details',
    responses: { 200: paymentConfigurationSchema, 409: hydraErrorSchema },
    query: ['returnUrl', 'locale'],
    ...mine,
  },
  {
    method: 'get',
    path: '/api/v2/shop/orders',
    tag: 'Order',
    summary: 'The customer’s placed orders, newest first (`page`, `itemsPerPage` ≤ 50)',
    responses: { 200: orderCollectionSchema },
    query: ['page', 'itemsPerPage', 'locale'],
    auth: 'required',
  },
  {
    method: 'get',
    path: `${order}/invoice`,
    tag: 'Order',
    summary: 'The invoice PDF, 7 days after shipping (before: 404; the order says `invoice.availableFrom`)',
    responses: { 200: null },
    ...mine,
  },
  {
    method: 'get',
    path: '/api/v2/shop/pickup-points',
    tag: 'Checkout',
    summary: 'Relay points of a country near a postcode (FR, BE, LU)',
    responses: { 200: pickupPointCollectionSchema },
    query: ['countryCode', 'postcode', 'shippingMethod'],
  },
  {
    method: 'post',
    path: '/api/payment/notify/{provider}',
    tag: 'Payment',
    summary:
      'Signed provider notifications (`test_gateway`: HMAC header; `stripe`: Stripe-Signature); 400 when unsigned',
    responses: { 200: z.object({ received: z.literal(true), status: z.enum(['applied', 'duplicate', 'ignored']) }) },
    query: [],
  },
];
