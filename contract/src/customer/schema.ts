// Customer calls of spec §7: lookup, registration, authentication, the customer resource and passwords.
import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../shared/limits.ts';
import { LOCALES, SHOP_LOCALE_CODES } from '../shared/locales.ts';
import { iriSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { registrationFormSchema } from './rules.ts';

const email = z.pipe(
  z.string().check(z.trim()).check(z.maxLength(TEXT_LIMITS.email.max)),
  z.email({ error: 'invalid_email' }),
);
const password = z
  .string()
  .check(z.minLength(TEXT_LIMITS.password.min, { error: 'too_short' }))
  .check(
    z.maxLength(TEXT_LIMITS.password.max, {
      error: 'too_long',
    }),
  );
const name = z
  .string()
  .check(z.trim())
  .check(z.minLength(TEXT_LIMITS.name.min, { error: 'required' }))
  .check(
    z.maxLength(TEXT_LIMITS.name.max, {
      error: 'too_long',
    }),
  );
const isoDate = z.iso.date({ error: 'invalid' });

/** POST /shop/customer/lookup: is there an account for this e-mail (password entry) or not (registration)? */
export const customerLookupBodySchema = z.object({ email });
export const customerLookupResponseSchema = z.object({
  email: z.string(),
  exists: z.boolean(),
  /** False for accounts created by social login only: they cannot log in with a password yet. */
  hasPassword: z.boolean(),
});
export type CustomerLookupResponse = z.infer<typeof customerLookupResponseSchema>;

/**
 * The bot-check token of a registration or a login (reCAPTCHA v3's, or the local test issuer's outside production).
 * Required: a missing or empty one is refused with the same code and text as one the server finds invalid.
 */
export const botTokenField = z
  .string({ error: 'invalid_bot_check' })
  .check(z.refine((token) => token.length > 0 && token.length <= 4096, { error: 'invalid_bot_check' }));

/**
 * POST /shop/customers (answers 201 with no body to read; log in next): the registration form's own schema
 * (spec §5: names, password length, a birthday in the past), so the server refuses what the form refuses, plus the
 * bot-check token of action `register`.
 */
export const registrationBodySchema = z.extend(registrationFormSchema, {
  localeCode: z.optional(z.enum(SHOP_LOCALE_CODES)),
  botToken: botTokenField,
});
/** What a client sends (the form's fields are optional where the form lets them be empty). */
export type RegistrationBody = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  gender?: 'm' | 'f' | undefined;
  birthday?: string | undefined;
  subscribedToNewsletter?: boolean | undefined;
  localeCode?: (typeof SHOP_LOCALE_CODES)[number] | undefined;
  /** A friend's sponsorship code: the account starts sponsored (issue 16). */
  sponsorCode?: string | undefined;
  /** Bot-check token of action `register`. */
  botToken: string;
};

/** POST /shop/authentication-token: credentials or a Google identity token, each with a bot-check token (`login`). */
export const credentialsBodySchema = z.object({
  email,
  password: z.string().check(z.minLength(1)),
  botToken: botTokenField,
});
export const googleLoginBodySchema = z.object({
  googleToken: z.string().check(z.minLength(1)),
  botToken: botTokenField,
  /**
   * The sponsorship link's code (its cookie) on a one-click sign-up: the new account starts sponsored, as a
   * registration with `sponsorCode`. Not checked as a typed code is: one that names no sponsor is ignored (issue 16).
   */
  sponsorCode: z.optional(z.string().check(z.maxLength(64))),
});
export const authenticationBodySchema = z.union([credentialsBodySchema, googleLoginBodySchema]);
export type AuthenticationBody = z.infer<typeof authenticationBodySchema>;

export const authenticatedUserSchema = z.object({
  '@id': z.optional(iriSchema),
  username: z.string(),
  verified: z.boolean(),
  subscriber: z.boolean(),
});

/**
 * The login answer. `customer` and `user` must be there: without them the login is rejected as missing
 * authentication data (spec §5), which `missing_authentication_data` reports.
 */
export const authenticationResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  customer: z.pipe(z.string({ error: missingAuthenticationData }), iriSchema),
  user: z.object(authenticatedUserSchema.shape, { error: missingAuthenticationData }),
  /** Token of the customer's current cart, null when they have none. */
  cart: z.nullable(z.string()),
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** True when a parse failure of the login answer is the "missing authentication data" case. */
export function isMissingAuthenticationData(error: z.core.$ZodError): boolean {
  return error.issues.some((issue) => issue.message === 'missing_authentication_data');
}

function missingAuthenticationData(issue: { input?: unknown }): string | undefined {
  return issue.input === undefined || issue.input === null ? 'missing_authentication_data' : undefined;
}

/** The local test issuer's tokens (bot check, Google stand-in). */
export const localTokenResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** POST /shop/authentication-token/refresh */
export const refreshTokenBodySchema = z.object({ refresh_token: z.string().check(z.minLength(1)) });
export const refreshTokenResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/** The JWT's payload: expiry in seconds since the epoch, and the customer's e-mail. */
export const tokenPayloadSchema = z.object({ exp: z.number(), username: z.string(), iat: z.optional(z.number()) });
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** GET/PUT /shop/customers/{id} */
export const customerSchema = z.object({
  ...jsonLdFieldsOf('Customer'),
  id: z.number().check(z.int()),
  email: z.string(),
  /** SHA-256 of the lower-cased e-mail, for analytics without the address itself. */
  emailHashed: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  gender: z.nullable(z.enum(['m', 'f'])),
  birthday: z.nullable(isoDate),
  /** IRI of the favourite address. */
  defaultAddress: z.nullable(iriSchema),
  subscribedToNewsletter: z.boolean(),
  subscriber: z.boolean(),
  newCustomer: z.boolean(),
  user: z.object({ verified: z.boolean() }),
  communicationLanguage: z.enum(LOCALES),
});
export type Customer = z.infer<typeof customerSchema>;

/** PUT /shop/customers/{id}: any of the editable fields (the favourite address is changed this way too). */
export const customerUpdateBodySchema = z
  .partial(
    z.object({
      email,
      firstName: name,
      lastName: name,
      gender: z.nullable(z.enum(['m', 'f'])),
      birthday: z.nullable(isoDate),
      subscribedToNewsletter: z.boolean(),
      communicationLanguage: z.enum(LOCALES),
      defaultAddress: z.nullable(iriSchema),
    }),
  )
  .check(z.refine((body) => Object.keys(body).length > 0, { error: 'required' }));
export type CustomerUpdateBody = z.infer<typeof customerUpdateBodySchema>;

/** PUT /shop/customers/{id}/password */
export const passwordChangeBodySchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: 'required' })),
    newPassword: password,
    confirmNewPassword: password,
  })
  .check(
    z.refine((body) => body.confirmNewPassword === body.newPassword, {
      error: 'passwords_mismatch',
      path: ['confirmNewPassword'],
    }),
  );
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** POST /shop/reset-password-requests: sends the reset e-mail (answers 202 whether the account exists or not). */
export const resetPasswordRequestBodySchema = z.object({ email, localeCode: z.optional(z.enum(SHOP_LOCALE_CODES)) });
export type ResetPasswordRequestBody = z.infer<typeof resetPasswordRequestBodySchema>;

/** PATCH /shop/reset-password-requests/{token} */
export const resetPasswordBodySchema = z.object({ newPassword: password, confirmNewPassword: password }).check(
  z.refine((body) => body.confirmNewPassword === body.newPassword, {
    error: 'passwords_mismatch',
    path: ['confirmNewPassword'],
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
