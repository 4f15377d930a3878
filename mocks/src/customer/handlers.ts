// Customer calls of spec §7: e-mail lookup, registration, login (credentials or Google + bot check), token
// refresh, the customer resource, password change and reset.
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import {
  authenticationBodySchema,
  customerLookupBodySchema,
  customerUpdateBodySchema,
  passwordChangeBodySchema,
  refreshTokenBodySchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  resetPasswordRequestBodySchema,
  type Customer,
} from '@gamelle/contract/customer/schema';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import {
  accessToken,
  handle,
  languageOf,
  notFound,
  readBody,
  requireCustomer,
  unauthorized,
  violation,
} from '../shared/respond.ts';
import { addCustomer, customerByEmail, newToken, type MockCustomer, type MockState } from '../shared/state.ts';
import { sponsorshipErrorTexts } from '@gamelle/contract/sponsorship';
import { joinSponsor, sponsorOfCode } from '../sponsorship/sponsorships.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

const mockBotTokenRequest = z.object({ action: z.enum(['login', 'register']) });

/** In the mocks any non-empty Google token is "verified" as this person, so stories can log in with Google. */
export const mockGoogleIdentity = { email: 'google.user@example.com', firstName: 'Alex', lastName: 'Dupont' };

export function customerHandlers(state: MockState) {
  const ownCustomer = (request: Request, id: string | readonly string[] | undefined) => {
    const me = requireCustomer(state, request);
    if (String(id) !== String(me.id)) throw notFound('Customer not found');
    return me;
  };

  return [
    // The local test issuer's bot-check counter, as the API serves it outside production: the login and registration
    // forms ask it for the token their calls must carry (any non-empty token passes the mocks' check).
    http.post(
      route('/dev/local-issuer/bot-token'),
      handle(async ({ request }) => {
        const { action } = await readBody(request, mockBotTokenRequest, 'login');
        return HttpResponse.json({ token: `mock-bot-check.${action}` });
      }),
    ),

    http.post(
      route(shopRoutes.customerLookup),
      handle(async ({ request }) => {
        const body = await readBody(request, customerLookupBodySchema, 'emailLookup');
        const found = customerByEmail(state, body.email);
        return HttpResponse.json({ email: body.email, exists: Boolean(found), hasPassword: Boolean(found?.password) });
      }),
    ),

    http.post(
      route(shopRoutes.customers),
      handle(async ({ request }) => {
        const body = await readBody(request, registrationBodySchema, 'registration');
        const language = languageOf(request);
        if (customerByEmail(state, body.email))
          throw violation('email', 'email_already_used', texts.email_already_used[language]);
        // As the server: a friend's code is checked before the account exists (an unknown one creates nothing).
        const sponsor = body.sponsorCode ? sponsorOfCode(state, body.sponsorCode) : undefined;
        if (body.sponsorCode && !sponsor)
          throw violation(
            'sponsorCode',
            'sponsorship_code_unknown',
            sponsorshipErrorTexts.sponsorship_code_unknown[language],
          );
        const created = addCustomer(state, {
          email: body.email.trim().toLowerCase(),
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          gender: body.gender ?? null,
          birthday: body.birthday ?? null,
          subscribedToNewsletter: body.subscribedToNewsletter ?? false,
          communicationLanguage: body.localeCode?.startsWith('nl') ? 'nl' : language,
          defaultAddressId: null,
          verified: false,
          completedOrders: 0,
        });
        if (sponsor) joinSponsor(state, sponsor, created);
        return HttpResponse.json(await customerView(created), { status: 201 });
      }),
    ),

    http.post(
      route(shopRoutes.authenticationToken),
      handle(async ({ request }) => {
        const body = await readBody(request, authenticationBodySchema, 'login');
        if ('googleToken' in body) {
          const known = customerByEmail(state, mockGoogleIdentity.email);
          if (known) return HttpResponse.json(login(state, known));
          const customer = addCustomer(state, {
            ...mockGoogleIdentity,
            password: null,
            gender: null,
            birthday: null,
            subscribedToNewsletter: false,
            communicationLanguage: languageOf(request),
            defaultAddressId: null,
            verified: true,
            completedOrders: 0,
          });
          // A sign-up through a sponsorship link joins its sponsor; as on the server, a code that names no one is let go.
          const sponsor = body.sponsorCode === undefined ? undefined : sponsorOfCode(state, body.sponsorCode);
          if (sponsor) joinSponsor(state, sponsor, customer);
          return HttpResponse.json(login(state, customer));
        }
        const customer = customerByEmail(state, body.email);
        if (!customer || customer.password !== body.password) throw unauthorized('Invalid credentials.');
        return HttpResponse.json(login(state, customer));
      }),
    ),

    http.post(
      route(shopRoutes.refreshToken),
      handle(async ({ request }) => {
        const body = await readBody(request, refreshTokenBodySchema, 'refresh');
        const customerId = state.refreshTokens.get(body.refresh_token);
        const customer = customerId === undefined ? undefined : state.customers.get(customerId);
        if (!customer) throw unauthorized('Invalid JWT Refresh Token');
        state.refreshTokens.delete(body.refresh_token);
        return HttpResponse.json(login(state, customer));
      }),
    ),

    http.get(
      route(shopRoutes.customer),
      handle(async ({ request, params }) => HttpResponse.json(await customerView(ownCustomer(request, params.id)))),
    ),

    http.put(
      route(shopRoutes.customer),
      handle(async ({ request, params }) => {
        const me = ownCustomer(request, params.id);
        const body = await readBody(request, customerUpdateBodySchema, 'profile');
        const language = languageOf(request);
        if (body.email !== undefined) {
          const other = customerByEmail(state, body.email);
          if (other && other.id !== me.id)
            throw violation('email', 'email_already_used', texts.email_already_used[language]);
          me.email = body.email.trim().toLowerCase();
        }
        if (body.defaultAddress !== undefined && body.defaultAddress !== null) {
          const id = Number(body.defaultAddress.split('/').at(-1));
          if (state.addresses.get(id)?.customerId !== me.id) {
            throw violation('defaultAddress', 'invalid', texts.invalid_address[language]);
          }
          me.defaultAddressId = id;
        }
        if (body.defaultAddress === null) me.defaultAddressId = null;
        if (body.firstName !== undefined) me.firstName = body.firstName;
        if (body.lastName !== undefined) me.lastName = body.lastName;
        if (body.gender !== undefined) me.gender = body.gender;
        if (body.birthday !== undefined) me.birthday = body.birthday;
        if (body.subscribedToNewsletter !== undefined) me.subscribedToNewsletter = body.subscribedToNewsletter;
        if (body.communicationLanguage !== undefined) me.communicationLanguage = body.communicationLanguage;
        return HttpResponse.json(await customerView(me));
      }),
    ),

    http.put(
      route(shopRoutes.customerPassword),
      handle(async ({ request, params }) => {
        const me = ownCustomer(request, params.id);
        const body = await readBody(request, passwordChangeBodySchema, 'passwordChange');
        if (me.password !== body.currentPassword) {
          throw violation('currentPassword', 'wrong_password', texts.wrong_password[languageOf(request)]);
        }
        me.password = body.newPassword;
        revokeRefreshTokens(state, me.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.post(
      route(shopRoutes.resetPasswordRequests),
      handle(async ({ request }) => {
        const body = await readBody(request, resetPasswordRequestBodySchema, 'resetPasswordRequest');
        const customer = customerByEmail(state, body.email);
        // 202 whether the account exists or not: the answer must not tell who has an account.
        if (customer) state.resetTokens.set(newToken(state, 'reset'), customer.id);
        return new HttpResponse(null, { status: 202 });
      }),
    ),

    http.patch(
      route(shopRoutes.resetPasswordRequest),
      handle(async ({ request, params }) => {
        const body = await readBody(request, resetPasswordBodySchema, 'passwordReset');
        const token = String(params.token);
        const customer = state.customers.get(state.resetTokens.get(token) ?? -1);
        if (!customer) throw notFound('Reset password request not found');
        customer.password = body.newPassword;
        state.resetTokens.delete(token);
        revokeRefreshTokens(state, customer.id);
        return new HttpResponse(null, { status: 202 });
      }),
    ),
  ];
}

/** A new password ends every other session, as on the server. */
function revokeRefreshTokens(state: MockState, customerId: number): void {
  for (const [token, owner] of state.refreshTokens) if (owner === customerId) state.refreshTokens.delete(token);
}

/** The login answer: a fresh token pair and the customer's current cart, if any. */
function login(state: MockState, customer: MockCustomer) {
  const token = accessToken(customer.email);
  const refresh = newToken(state, 'refresh');
  state.accessTokens.set(token, customer.id);
  state.refreshTokens.set(refresh, customer.id);
  const cart = [...state.carts.values()].find((c) => c.customerId === customer.id && c.state === 'cart');
  return {
    token,
    refresh_token: refresh,
    customer: shopIri('customers', customer.id),
    user: {
      '@id': shopIri('shop-users', customer.id),
      username: customer.email,
      verified: customer.verified,
      subscriber: false,
    },
    cart: cart?.tokenValue ?? null,
  };
}

export async function customerView(customer: MockCustomer): Promise<Customer> {
  return {
    '@context': '/api/v2/contexts/Customer',
    '@id': shopIri('customers', customer.id),
    '@type': 'Customer',
    id: customer.id,
    email: customer.email,
    emailHashed: await sha256Hex(customer.email.trim().toLowerCase()),
    firstName: customer.firstName,
    lastName: customer.lastName,
    fullName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    gender: customer.gender,
    birthday: customer.birthday,
    defaultAddress: customer.defaultAddressId === null ? null : shopIri('addresses', customer.defaultAddressId),
    subscribedToNewsletter: customer.subscribedToNewsletter,
    subscriber: false,
    newCustomer: customer.completedOrders === 0,
    user: { verified: customer.verified },
    communicationLanguage: customer.communicationLanguage,
  };
}

/**
 * SHA-256 as the server sends it. Outside a secure context (Storybook on a LAN address) browsers have no
 * crypto.subtle: a stable stand-in of the same shape keeps the mocks usable there.
 */
async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  let h = 2166136261;
  for (const b of bytes) h = Math.imul(h ^ b, 16777619) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(8);
}

const texts = {
  email_already_used: { fr: 'Cette adresse e-mail est déjà utilisée.', nl: 'Dit e-mailadres is al in gebruik.' },
  wrong_password: { fr: 'Votre mot de passe est incorrect.', nl: 'Uw wachtwoord is onjuist.' },
  invalid_address: { fr: "Cette adresse n'existe pas.", nl: 'Dit adres bestaat niet.' },
} as const;
