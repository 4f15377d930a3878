// Customer, authentication, password and address calls of spec §7.
import { ApiError, errorMessages } from '../shared/errors.ts';
import { idFromIri } from '../shared/jsonld.ts';
import { shopPaths } from '../shared/paths.ts';
import { addressCollectionSchema, addressSchema, type Address, type AddressBody } from '../address/schema.ts';
import { channelSchema, type ChannelResource } from '../shared/channel.ts';
import {
  authenticationResponseSchema,
  customerLookupResponseSchema,
  customerSchema,
  isMissingAuthenticationData,
  refreshTokenResponseSchema,
  type AuthenticationBody,
  type AuthenticationResponse,
  type Customer,
  type CustomerLookupResponse,
  type CustomerUpdateBody,
  type RefreshTokenResponse,
  type RegistrationBody,
  type ResetPasswordBody,
  type ResetPasswordRequestBody,
} from './schema.ts';
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';

export function customerCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** POST /shop/customer/lookup */
    lookup: (email: string, options: CallOptions = {}): Promise<CustomerLookupResponse> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: shopPaths.customerLookup(),
        body: { email },
        schema: customerLookupResponseSchema,
      }),

    /** POST /shop/customers */
    register: (body: RegistrationBody, options: CallOptions = {}): Promise<void> =>
      request(config, { ...shop, ...options, method: 'POST', path: shopPaths.customers(), body }),

    /** POST /shop/authentication-token: an answer without customer or user is 'Missing authentication data'. */
    logIn: (body: AuthenticationBody, options: CallOptions = {}): Promise<AuthenticationResponse> =>
      request(config, {
        ...shop,
        ...options,
        auth: false,
        method: 'POST',
        path: shopPaths.authenticationToken(),
        body,
        schema: authenticationResponseSchema,
        onInvalidResponse: (error, status) =>
          isMissingAuthenticationData(error)
            ? new ApiError({
                status,
                message: errorMessages.missingAuthenticationData,
                code: 'missing_authentication_data',
              })
            : undefined,
      }),

    /** POST /shop/authentication-token/refresh */
    refresh: (refreshToken: string, options: CallOptions = {}): Promise<RefreshTokenResponse> =>
      request(config, {
        ...shop,
        ...options,
        auth: false,
        method: 'POST',
        path: shopPaths.refreshToken(),
        body: { refresh_token: refreshToken },
        schema: refreshTokenResponseSchema,
      }),

    /** POST /shop/authentication-token/revoke: sign-out; the refresh token and its successors stop working. */
    revoke: (refreshToken: string, options: CallOptions = {}): Promise<void> =>
      request(config, {
        ...shop,
        ...options,
        auth: false,
        method: 'POST',
        path: shopPaths.revokeToken(),
        body: { refresh_token: refreshToken },
      }),

    /** GET the customer resource (by IRI or id). */
    get: (customer: string | number, options: CallOptions = {}): Promise<Customer> =>
      request(config, { ...shop, ...options, method: 'GET', path: customerPath(customer), schema: customerSchema }),

    /** PUT the customer resource; also how the favourite address is chosen (`defaultAddress`). */
    update: (customer: string | number, body: CustomerUpdateBody, options: CallOptions = {}): Promise<Customer> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PUT',
        path: customerPath(customer),
        body,
        schema: customerSchema,
      }),

    /** PUT {customer}/password: the new password is sent as its own confirmation (spec §5). */
    changePassword: (
      customer: string | number,
      passwords: { currentPassword: string; newPassword: string },
      options: CallOptions = {},
    ): Promise<void> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PUT',
        path: shopPaths.customerPassword(idOf(customer)),
        body: { ...passwords, confirmNewPassword: passwords.newPassword },
      }),

    /** POST /shop/reset-password-requests */
    requestPasswordReset: (body: ResetPasswordRequestBody, options: CallOptions = {}): Promise<void> =>
      request(config, { ...shop, ...options, method: 'POST', path: shopPaths.resetPasswordRequests(), body }),

    /** PATCH /shop/reset-password-requests/{token} */
    resetPassword: (token: string, body: ResetPasswordBody, options: CallOptions = {}): Promise<void> =>
      request(config, {
        ...shop,
        ...options,
        auth: false,
        method: 'PATCH',
        path: shopPaths.resetPasswordRequest(token),
        body,
      }),

    /** GET /shop/channels/{code}: shipping fees and free-shipping thresholds per country. */
    channel: (code: string = config.channelCode, options: CallOptions = {}): Promise<ChannelResource> =>
      request(config, { ...shop, ...options, method: 'GET', path: shopPaths.channel(code), schema: channelSchema }),
  };
}

export function addressCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** GET /shop/addresses: the members of the hydra collection. */
    list: async (options: CallOptions = {}): Promise<Address[]> => {
      const collection = await request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: shopPaths.addresses(),
        schema: addressCollectionSchema,
      });
      return collection['hydra:member'];
    },
    get: (id: number | string, options: CallOptions = {}): Promise<Address> =>
      request(config, { ...shop, ...options, method: 'GET', path: shopPaths.address(idOf(id)), schema: addressSchema }),
    create: (body: AddressBody, options: CallOptions = {}): Promise<Address> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: shopPaths.addresses(),
        body,
        schema: addressSchema,
      }),
    update: (id: number | string, body: AddressBody, options: CallOptions = {}): Promise<Address> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PUT',
        path: shopPaths.address(idOf(id)),
        body,
        schema: addressSchema,
      }),
    remove: (id: number | string, options: CallOptions = {}): Promise<void> =>
      request(config, { ...shop, ...options, method: 'DELETE', path: shopPaths.address(idOf(id)) }),
  };
}

/** Accepts an IRI (`/api/v2/shop/customers/7`) or a bare id. */
function idOf(value: string | number): string {
  return typeof value === 'number' ? String(value) : idFromIri(value);
}

function customerPath(customer: string | number): string {
  return shopPaths.customer(idOf(customer));
}
