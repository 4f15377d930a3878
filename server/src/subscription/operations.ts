// The subscriptions' self-service calls for /api/docs (issue 15).
import {
  cancellationRequestBodySchema,
  changeDeliveryBodySchema,
  changeFrequencyBodySchema,
  changePaymentMethodBodySchema,
  changeShippingDateBodySchema,
  shipNowBodySchema,
  cancellationRequestSchema,
  subscriptionContactBodySchema,
  subscriptionSchema,
} from '@gamelle/contract/subscription/schema';
import { z } from 'zod';
import type { Operation } from '../shared/docs/operations.ts';

const mine = { auth: 'required', owned: { otherCustomerStatus: 404 } } as const;
const subscription = '/api/v2/shop/subscriptions/{code}';
const subscriptionAnswer = subscriptionSchema;
const collection = z.object({ 'hydra:member': z.array(z.object({}).loose()), 'hydra:totalItems': z.number() }).loose();

export const subscriptionOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v2/shop/subscriptions',
    tag: 'Subscription',
    summary: 'List one’s subscriptions',
    responses: { 200: collection },
    auth: 'required',
  },
  {
    method: 'get',
    path: '/api/v2/shop/saved-payment-methods',
    tag: 'Subscription',
    summary: 'The cards the payment provider keeps for one’s subscriptions',
    responses: { 200: collection },
    auth: 'required',
  },
  {
    method: 'get',
    path: subscription,
    tag: 'Subscription',
    summary: 'A subscription with its next draft and alerts',
    responses: { 200: subscriptionAnswer },
    ...mine,
  },
  {
    method: 'get',
    path: `${subscription}/orders`,
    tag: 'Subscription',
    summary: 'The orders of a subscription, newest first',
    responses: { 200: collection },
    ...mine,
  },
  {
    method: 'patch',
    path: `${subscription}/frequency`,
    tag: 'Subscription',
    summary: 'Change the frequency (refused after the cut-off)',
    body: changeFrequencyBodySchema,
    responses: { 200: subscriptionAnswer },
    ...mine,
  },
  {
    method: 'patch',
    path: `${subscription}/next-shipping-date`,
    tag: 'Subscription',
    summary: 'Move the next shipping date (refused after the cut-off)',
    body: changeShippingDateBodySchema,
    responses: { 200: subscriptionAnswer },
    ...mine,
  },
  {
    method: 'post',
    path: `${subscription}/ship-now`,
    tag: 'Subscription',
    summary: 'Ship the next order now (after confirmation and payment)',
    body: shipNowBodySchema,
    responses: { 200: subscriptionAnswer },
    ...mine,
  },
  {
    method: 'patch',
    path: `${subscription}/delivery`,
    tag: 'Subscription',
    summary: 'Change address, carrier or pickup point, for every draft or the next only',
    body: changeDeliveryBodySchema,
    responses: { 200: subscriptionAnswer },
    ...mine,
  },
  {
    method: 'patch',
    path: `${subscription}/payment-method`,
    tag: 'Subscription',
    summary: 'Change the saved payment method, for every draft or the next only',
    body: changePaymentMethodBodySchema,
    responses: { 200: subscriptionAnswer },
    ...mine,
  },
  {
    method: 'post',
    path: `${subscription}/cancellation-requests`,
    tag: 'Subscription',
    summary: 'Ask for a cancellation (reason and message; an operator follows up)',
    body: cancellationRequestBodySchema,
    responses: { 201: cancellationRequestSchema },
    ...mine,
  },
  {
    method: 'post',
    path: `${subscription}/contact-messages`,
    tag: 'Subscription',
    summary: 'Write to the subscription service about this subscription',
    body: subscriptionContactBodySchema,
    responses: { 201: z.object({}).loose() },
    ...mine,
  },
];
