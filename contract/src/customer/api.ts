// Customer, authentication, password and address calls of spec §7.
import { ApiError, errorMessages } from '../shared/api-error.ts';
import { idFromIri } from '../shared/iri.ts';
import { shopPaths } from '../shared/paths.ts';
import type { Address, AddressBody } from '../address/schema.ts';
import type { ChannelResource } from '../shared/channel.ts';
import type {
  AuthenticationBody,
  AuthenticationResponse,
  Customer,
  CustomerLookupResponse,
  CustomerUpdateBody,
  RefreshTokenResponse,
  RegistrationBody,
  ResetPasswordBody,
  ResetPasswordRequestBody,
} from './schema.ts';
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';

/**
 * The answers' schemas, loaded only when the client validates answers (http.ts): the browser's client trusts the
 * typed answer, so the account pages' first load carries no zod.
 */
const customerSchemas = () => import('./schema.ts');
const addressSchemas = () => import('../address/schema.ts');
const schemas = {
  lookup: () => customerSchemas().then((m) => m.customerLookupResponseSchema),
  authentication: () => customerSchemas().then((m) => m.authenticationResponseSchema),
  refresh: () => customerSchemas().then((m) => m.refreshTokenResponseSchema),
  customer: () => customerSchemas().then((m) => m.customerSchema),
  localToken: () => customerSchemas().then((m) => m.localTokenResponseSchema),
  channel: () => import('../shared/channel.ts').then((m) => m.channelSchema),
  address: () => addressSchemas().then((m) => m.addressSchema),
  addresses: () => addressSchemas().then((m) => m.addressCollectionSchema),
};

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
        schema: schemas.lookup,
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
        schema: schemas.authentication,
        onInvalidResponse: (error, status) =>
          error.issues.some((issue) => issue.message === 'missing_authentication_data')
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
        schema: schemas.refresh,
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
      request(config, { ...shop, ...options, method: 'GET', path: customerPath(customer), schema: schemas.customer }),

    /** PUT the customer resource; also how the favourite address is chosen (`defaultAddress`). */
    update: (customer: string | number, body: CustomerUpdateBody, options: CallOptions = {}): Promise<Customer> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PUT',
        path: customerPath(customer),
        body,
        schema: schemas.customer,
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
      request(config, { ...shop, ...options, method: 'GET', path: shopPaths.channel(code), schema: schemas.channel }),
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
        schema: schemas.addresses,
      });
      return collection['hydra:member'];
    },
    get: (id: number | string, options: CallOptions = {}): Promise<Address> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: shopPaths.address(idOf(id)),
        schema: schemas.address,
      }),
    create: (body: AddressBody, options: CallOptions = {}): Promise<Address> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: shopPaths.addresses(),
        body,
        schema: schemas.address,
      }),
    update: (id: number | string, body: AddressBody, options: CallOptions = {}): Promise<Address> =>
      request(config, {
        ...shop,
        ...options,
        method: 'PUT',
        path: shopPaths.address(idOf(id)),
        body,
        schema: schemas.address,
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

/**
 * The API's local test issuer (development and browser tests only; 404 elsewhere): it stands in for Google's
 * consent screen and the bot check.
 */
export function localIssuerCalls(config: ClientConfig) {
  const dev = { api: 'shop' as const, auth: false, retries: 0 };
  return {
    /** GET /dev/local-issuer: 204 when the issuer runs, false on any refusal. */
    available: (options: CallOptions = {}): Promise<boolean> =>
      request(config, { ...dev, ...options, method: 'GET', path: '/dev/local-issuer' }).then(
        () => true,
        () => false,
      ),
    /** POST /dev/local-issuer/bot-token: a signed bot-check token for a login or a registration. */
    botToken: (action: 'login' | 'register', options: CallOptions = {}): Promise<string> =>
      request(config, {
        ...dev,
        ...options,
        method: 'POST',
        path: '/dev/local-issuer/bot-token',
        body: { action },
        schema: schemas.localToken,
      }).then((answer) => answer.token),
    /** POST /dev/local-issuer/google-token: an identity token for an e-mail, as Google's would be. */
    googleToken: (email: string, options: CallOptions = {}): Promise<string> =>
      request(config, {
        ...dev,
        ...options,
        method: 'POST',
        path: '/dev/local-issuer/google-token',
        body: { email },
        schema: schemas.localToken,
      }).then((answer) => answer.token),
  };
}
