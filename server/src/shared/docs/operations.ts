// Every call the API serves, with the contract's schemas of its body and answers: the source of /api/docs.
import {
  constraintViolationListSchema,
  hydraErrorSchema,
  unauthorizedErrorSchema,
} from '@gamelle/contract/shared/errors';
import {
  addCartItemBodySchema,
  applyCouponBodySchema,
  changeCartChannelBodySchema,
  cartSchema,
  changeCartItemBodySchema,
  createCartBodySchema,
  updateCartBodySchema,
} from '@gamelle/contract/cart/schema';
import { addressBodySchema, addressCollectionSchema, addressSchema } from '@gamelle/contract/address/schema';
import {
  authenticationBodySchema,
  authenticationResponseSchema,
  customerLookupBodySchema,
  customerLookupResponseSchema,
  customerSchema,
  customerUpdateBodySchema,
  passwordChangeBodySchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
} from '@gamelle/contract/customer/schema';
import { channelSchema } from '@gamelle/contract/shared/channel';
import { channelFeaturesSchema } from '@gamelle/contract/shared/features-schema';
import type { z } from 'zod';
import { contentOperations } from './operations-content.ts';
import { checkoutOperations } from '../../checkout/operations.ts';
import { petOperations } from '../../pet/operations.ts';
import { storeOperations } from '../../store/operations.ts';
import { catalogueOperations } from '../../catalogue/operations.ts';
import { subscriptionOperations } from '../../subscription/operations.ts';
import { newsletterOperations } from '../../service/newsletter-operations.ts';
import { contactOperations } from '../../service/contact-operations.ts';
import { sponsorshipOperations } from '../../sponsorship/operations.ts';
import { trackingOperations } from '../../marketing/operations.ts';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tag:
    | 'Cart'
    | 'Checkout'
    | 'Order'
    | 'Payment'
    | 'Customer'
    | 'Address'
    | 'Subscription'
    | 'Pet'
    | 'Store'
    | 'Newsletter'
    | 'Contact'
    | 'Sponsorship'
    | 'Channel'
    | 'Content'
    | 'Search'
    | 'Images'
    | 'Tracking';
  summary: string;
  body?: z.core.$ZodType;
  /** The same call as multipart/form-data (with a file part), documented beside the JSON body. */
  multipartBody?: z.core.$ZodType;
  /** Status → schema of the answer (null: no body). */
  responses: Record<number, z.core.$ZodType | null>;
  auth?: 'required' | 'optional';
  query?: string[];
  /** An invalid body's status: 422 (the forms' ConstraintViolationList, the default) or 400 (calls made by code). */
  invalidBodyStatus?: 400 | 422;
  /**
   * Every operation whose path names a resource and which reads a customer token (`auth`) must say so here, or the
   * authorization matrix test (server/test/api/authorization-matrix.test.ts) fails.
   * The resource the path names belongs to one customer: what another customer's token gets (the checkout and placed
   * orders answer 403, as issue 14 asks; carts and addresses 404, as before). Written into the document as
   * `x-owned-by: customer` and `x-other-customer-status` for the authorization matrix.
   */
  owned?: { otherCustomerStatus: 403 | 404 };
}

/** The error answers, named once and referred to from every operation. */
export const errorSchemas = {
  ConstraintViolationList: constraintViolationListSchema,
  HydraError: hydraErrorSchema,
  Unauthorized: unauthorizedErrorSchema,
};

const cart = '/api/v2/shop/orders/{token}';

export const operations: Operation[] = [
  {
    method: 'post',
    path: '/api/v2/shop/orders',
    tag: 'Cart',
    summary: 'Create a cart',
    body: createCartBodySchema,
    responses: { 201: cartSchema },
    auth: 'optional',
  },
  {
    method: 'get',
    path: cart,
    tag: 'Cart',
    summary: 'Read a cart (any state; only `cart` is usable)',
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'put',
    path: cart,
    tag: 'Cart',
    summary: 'Attach the logged-in customer to the cart',
    body: updateCartBodySchema,
    responses: { 200: cartSchema },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'delete',
    path: cart,
    tag: 'Cart',
    summary: 'Delete the cart',
    responses: { 204: null },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'patch',
    path: `${cart}/items`,
    tag: 'Cart',
    summary: 'Add a variant (merged into the line of the same purchase mode; capped at the stock)',
    body: addCartItemBodySchema,
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'patch',
    path: `${cart}/items/{itemId}`,
    tag: 'Cart',
    summary: 'Change quantity and/or subscription interval of a line',
    body: changeCartItemBodySchema,
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'delete',
    path: `${cart}/items/{itemId}`,
    tag: 'Cart',
    summary: 'Remove a line; answers the cart recomputed (totals, coupon reduction, free-shipping progress)',
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'patch',
    path: `${cart}/channel`,
    tag: 'Cart',
    summary:
      'Move the cart to the channel and delivery country chosen on the site (FR, BE, LU): shipping fee, ' +
      'free-shipping threshold and prices recomputed; any other country is a 422',
    body: changeCartChannelBodySchema,
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'patch',
    path: `${cart}/apply-coupon`,
    tag: 'Cart',
    summary: 'Apply a coupon (one per cart)',
    body: applyCouponBodySchema,
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'delete',
    path: `${cart}/coupon/{code}`,
    tag: 'Cart',
    summary: 'Remove the applied coupon',
    responses: { 200: cartSchema },
    auth: 'optional',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'post',
    path: '/api/v2/shop/customer/lookup',
    tag: 'Customer',
    summary: 'Whether an e-mail has an account',
    body: customerLookupBodySchema,
    responses: { 200: customerLookupResponseSchema },
  },
  {
    method: 'post',
    path: '/api/v2/shop/customers',
    tag: 'Customer',
    summary: 'Register with a bot-check token of action register (throttled per e-mail and per client address: 429)',
    body: registrationBodySchema,
    responses: { 201: customerSchema, 429: hydraErrorSchema },
  },
  {
    method: 'post',
    path: '/api/v2/shop/authentication-token',
    tag: 'Customer',
    summary:
      'Log in with credentials or a Google identity token, each with a bot-check token of action login (throttled: 429)',
    body: authenticationBodySchema,
    responses: { 200: authenticationResponseSchema, 429: hydraErrorSchema },
  },
  {
    method: 'post',
    path: '/api/v2/shop/authentication-token/refresh',
    tag: 'Customer',
    summary: 'Trade a refresh token for new tokens (the old one stops working)',
    body: refreshTokenBodySchema,
    responses: { 200: refreshTokenResponseSchema },
  },
  {
    method: 'post',
    path: '/api/v2/shop/authentication-token/revoke',
    tag: 'Customer',
    summary: 'Sign out: revoke a refresh token and every token rotated from it (204 whether or not it was known)',
    body: refreshTokenBodySchema,
    responses: { 204: null },
  },
  {
    method: 'get',
    path: '/api/v2/shop/customers/{id}',
    tag: 'Customer',
    summary: 'Read one’s own customer',
    responses: { 200: customerSchema },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'put',
    path: '/api/v2/shop/customers/{id}',
    tag: 'Customer',
    summary: 'Update profile, communication language or default address',
    body: customerUpdateBodySchema,
    responses: { 200: customerSchema },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'put',
    path: '/api/v2/shop/customers/{id}/password',
    tag: 'Customer',
    summary: 'Change the password',
    body: passwordChangeBodySchema,
    responses: { 204: null },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'post',
    path: '/api/v2/shop/reset-password-requests',
    tag: 'Customer',
    summary: 'Send a reset e-mail (202 whether or not the account exists; throttled per e-mail and address: 429)',
    body: resetPasswordRequestBodySchema,
    responses: { 202: null, 429: hydraErrorSchema },
  },
  {
    method: 'patch',
    path: '/api/v2/shop/reset-password-requests/{token}',
    tag: 'Customer',
    summary: 'Set a new password with the e-mailed token',
    body: resetPasswordBodySchema,
    responses: { 202: null },
  },
  {
    method: 'get',
    path: '/api/v2/shop/addresses',
    tag: 'Address',
    summary: 'List one’s addresses',
    responses: { 200: addressCollectionSchema },
    auth: 'required',
  },
  {
    method: 'post',
    path: '/api/v2/shop/addresses',
    tag: 'Address',
    summary: 'Add an address',
    body: addressBodySchema,
    responses: { 201: addressSchema },
    auth: 'required',
  },
  {
    method: 'get',
    path: '/api/v2/shop/addresses/{id}',
    tag: 'Address',
    summary: 'Read an address',
    responses: { 200: addressSchema },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'put',
    path: '/api/v2/shop/addresses/{id}',
    tag: 'Address',
    summary: 'Update an address',
    body: addressBodySchema,
    responses: { 200: addressSchema },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'delete',
    path: '/api/v2/shop/addresses/{id}',
    tag: 'Address',
    summary: 'Delete an address',
    responses: { 204: null },
    auth: 'required',
    owned: { otherCustomerStatus: 404 },
  },
  {
    method: 'get',
    path: '/api/v2/shop/channels/{code}',
    tag: 'Channel',
    summary: 'Channel with shipping fees and free-shipping threshold per country',
    responses: { 200: channelSchema },
  },
  {
    method: 'get',
    path: '/api/v2/shop/channels/{code}/features',
    tag: 'Channel',
    summary:
      'Feature flags of the channel (spec §2 guards: animals, referral, orderRedirect, subscriptionRedirect, webView, the guides); FEATURES_OFF switches them off',
    responses: { 200: channelFeaturesSchema, 404: hydraErrorSchema },
  },
  ...checkoutOperations,
  ...subscriptionOperations,
  ...petOperations,
  ...storeOperations,
  ...catalogueOperations,
  ...newsletterOperations,
  ...contactOperations,
  ...sponsorshipOperations,
  ...trackingOperations,
  ...contentOperations,
];
