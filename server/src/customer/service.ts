// The customer domain's rules (spec §3, §7): who the caller is, registration, login (password or Google with the
// bot check), refresh, profile, password change and reset, each throttled where the spec or issue 6 asks. No
// HTTP here: routes.ts turns calls into these.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@gamelle/contract';
import type {
  CustomerUpdateBody,
  registrationBodySchema,
  credentialsBodySchema,
  googleLoginBodySchema,
} from '@gamelle/contract/customer/schema';
import { idFromIri, shopIri } from '@gamelle/contract/shared/jsonld';
import { completedOrders, latestCartToken } from '../cart/service.ts';
import type { CustomersTable } from '../shared/db/schema.ts';
import { isUniqueViolation } from '../shared/db/unique-violation.ts';
import { parseId } from '../shared/http/ids.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { isCommonPassword } from './common-passwords.ts';
import { attachFriend, joinSponsorOfLink, sponsorOfCode } from '../sponsorship/service.ts';
import { notFound, tooManyRequests, unauthorized, violation } from '../shared/http/problems.ts';
import { resetPasswordMail } from '../shared/mail/templates.ts';
import type { Services } from '../shared/services.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { findOrCreateGoogleCustomer } from './google-login.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import {
  hashToken,
  issueRefreshToken,
  revokeRefreshTokenFamily,
  revokeRefreshTokens,
  rotateRefreshToken,
} from './refresh-tokens.ts';
import * as repository from './repository.ts';
import type { z } from 'zod';
import {
  admitLogin,
  countAttempt,
  loginSucceeded,
  lookupLimits,
  passwordCheckLimits,
  registrationLimits,
  resetRequestLimits,
} from './throttle.ts';
import { authenticationView, customerView } from './view.ts';

/** A reset link works for 2 hours, once. */
export const resetTokenLifetimeMinutes = 120;

export interface CurrentCustomer {
  customerId: number;
  email: string;
}

/**
 * The customer of a bearer token; a token that is present but expired, forged or of a disabled account is a 401
 * even on calls open to visitors (the storefront then logs the customer out, spec §8).
 */
export async function customerOfToken(services: Services, token: string): Promise<CurrentCustomer> {
  const claims = await verifyAccessToken(services.config.authSecret, token);
  if (claims === 'expired') throw unauthorized('Expired JWT Token');
  if (claims === 'invalid') throw unauthorized('Invalid JWT Token');
  // The id decides, not the e-mail: a customer who changes address keeps their session.
  const user = await repository.findEnabledAccount(services.db, claims.customerId);
  // A token of an older generation was revoked (password changed or reset, stolen refresh token replayed).
  if (!user || user.token_generation !== claims.generation) throw unauthorized('Invalid JWT Token');
  return { customerId: user.id, email: user.email };
}

export async function lookup(services: Services, email: string, clientAddress: string, locale: Locale) {
  const throttle = await countAttempt(services.db, lookupLimits, email, clientAddress);
  if (throttle.blocked) throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_lookups'));
  const found = await repository.findCustomerByEmail(services.db, email);
  // hasPassword lets the login page offer Google straight away to someone who never set a password.
  return { email, exists: Boolean(found?.user), hasPassword: Boolean(found?.user?.password_hash) };
}

export async function register(
  services: Services,
  body: z.output<typeof registrationBodySchema>,
  clientAddress: string,
  locale: Locale,
) {
  const { db } = services;
  const email = body.email.trim().toLowerCase();
  const throttle = await countAttempt(db, registrationLimits, email, clientAddress);
  if (throttle.blocked)
    throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_registrations'));
  // After the count (a bot's tries use up the address's registrations), before any lookup or password hashing.
  await requireBotCheck(services, body.botToken, 'register', locale);
  if (await repository.findCustomerByEmail(db, email))
    throw violation('email', 'email_already_used', serverMessage(locale, 'email_already_used'));
  if (isCommonPassword(body.password))
    throw violation('password', 'common_password', serverMessage(locale, 'common_password'));
  // A friend's code is checked before the account exists: an unknown one is refused, nothing is created.
  const sponsor = body.sponsorCode ? await sponsorOfCode(services, body.sponsorCode, locale, 'sponsorCode') : null;
  // A guest who once left an e-mail (newsletter, guest order) becomes a registered customer. Two simultaneous
  // registrations of one e-mail both pass the check above: the unique index decides, and the loser gets the 422.
  const passwordHash = await hashPassword(body.password);
  const id = await repository
    .insertRegisteredCustomer(
      db,
      {
        email,
        first_name: body.firstName,
        last_name: body.lastName,
        gender: body.gender ?? null,
        birthday: body.birthday ?? null,
        phone_number: null,
        subscribed_to_newsletter: body.subscribedToNewsletter ? 1 : 0,
        locale_code: body.localeCode ? (body.localeCode.startsWith('nl') ? 'nl' : 'fr') : locale,
        default_address_id: null,
        created_at: new Date().toISOString(),
      },
      passwordHash,
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw violation('email', 'email_already_used', serverMessage(locale, 'email_already_used'));
      throw error;
    });
  if (sponsor) await attachFriend(services, sponsor.id, { id, email });
  return profile(services, id);
}

export async function profile(services: Services, customerId: number) {
  const found = (await repository.findCustomer(services.db, customerId))!;
  return customerView(found.customer, found.user, await completedOrders(services, customerId));
}

/** Applies the fields present in the PUT body; the default address must be one of the customer's own. */
export async function updateProfile(services: Services, customerId: number, body: CustomerUpdateBody, locale: Locale) {
  const { db } = services;
  const changes: Partial<Omit<CustomersTable, 'id'>> = {};
  if (body.email !== undefined) {
    const email = body.email.trim().toLowerCase();
    if (await repository.emailTakenByAnother(db, email, customerId))
      throw violation('email', 'email_already_used', serverMessage(locale, 'email_already_used'));
    changes.email = email;
  }
  if (body.firstName !== undefined) changes.first_name = body.firstName;
  if (body.lastName !== undefined) changes.last_name = body.lastName;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.subscribedToNewsletter !== undefined) changes.subscribed_to_newsletter = body.subscribedToNewsletter ? 1 : 0;
  if (body.communicationLanguage !== undefined) changes.locale_code = body.communicationLanguage;
  if (body.defaultAddress !== undefined) {
    if (body.defaultAddress === null) changes.default_address_id = null;
    else {
      const id = parseId(idFromIri(body.defaultAddress));
      const own = id === null ? null : await repository.ownAddressId(db, customerId, id);
      // Someone else's address reads as one that does not exist.
      if (own === null) throw violation('defaultAddress', 'invalid', serverMessage(locale, 'invalid_address'));
      changes.default_address_id = own;
    }
  }
  if (Object.keys(changes).length > 0)
    await repository.updateCustomerRow(db, customerId, changes).catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw violation('email', 'email_already_used', serverMessage(locale, 'email_already_used'));
      throw error;
    });
  return profile(services, customerId);
}

/** Checks the current password, stores the new one and ends every other session (refresh tokens revoked). */
export async function changePassword(
  services: Services,
  customerId: number,
  currentPassword: string,
  newPassword: string,
  locale: Locale,
  clientAddress: string,
): Promise<void> {
  const user = await repository.findUserOfCustomer(services.db, customerId);
  // Counted before the hash like a login; keyed on the account (its id), so a changed e-mail shares the count.
  const throttle = await countAttempt(services.db, passwordCheckLimits, `customer-${customerId}`, clientAddress);
  if (throttle.blocked)
    throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_password_checks'));
  if (!(await verifyPassword(user.password_hash, currentPassword)))
    throw violation('currentPassword', 'wrong_password', serverMessage(locale, 'wrong_password'));
  if (isCommonPassword(newPassword))
    throw violation('newPassword', 'common_password', serverMessage(locale, 'common_password'));
  await repository.setPasswordHash(services.db, user.id, await hashPassword(newPassword));
  await revokeRefreshTokens(services.db, user.id);
}

/**
 * Writes the reset e-mail in the customer's own language when the address has an account; answers the same
 * either way so the call cannot be used to find out who is a customer. Counted whether or not the e-mail has an
 * account, so a 429 says nothing about it either.
 */
export async function requestPasswordReset(
  services: Services,
  email: string,
  clientAddress: string,
  locale: Locale,
): Promise<void> {
  const throttle = await countAttempt(services.db, resetRequestLimits, email, clientAddress);
  if (throttle.blocked)
    throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_reset_requests'));
  // The answer leaves before any work that depends on the account (issue 21: 3.6 ms for a known e-mail against
  // 0.7 ms for an unknown one told them apart); the e-mail is made and sent afterwards.
  setImmediate(() => {
    sendResetMail(services, email).catch((error: unknown) => console.error('reset e-mail not sent', error));
  });
}

async function sendResetMail(services: Services, email: string): Promise<void> {
  const found = await repository.findCustomerByEmail(services.db, email);
  if (!found?.user) return;
  const token = randomBytes(32).toString('base64url');
  await repository.insertResetToken(
    services.db,
    hashToken(token),
    found.user.id,
    new Date(Date.now() + resetTokenLifetimeMinutes * 60_000).toISOString(),
  );
  await services.mailer.send(
    resetPasswordMail({
      to: found.customer.email,
      firstName: found.customer.first_name,
      language: found.customer.locale_code === 'nl' ? 'nl' : 'fr',
      token,
      publicUrl: services.config.publicUrl,
    }),
  );
}

/** Spends a reset token: 404 when unknown, used or expired. */
export async function resetPassword(
  services: Services,
  token: string,
  newPassword: string,
  locale: Locale,
): Promise<void> {
  // Checked before the token is spent, so the customer can pick another password with the same link.
  if (isCommonPassword(newPassword))
    throw violation('newPassword', 'common_password', serverMessage(locale, 'common_password'));
  const passwordHash = await hashPassword(newPassword);
  const userId = await repository.spendResetToken(
    services.db,
    hashToken(token),
    new Date().toISOString(),
    passwordHash,
  );
  if (userId === null) throw notFound('Reset password token not found or expired');
  await revokeRefreshTokens(services.db, userId);
}

/**
 * The bot check of a registration or a login (reCAPTCHA v3 with RECAPTCHA_SECRET, the local test issuer outside
 * production, a refusal in production without a secret): 422 invalid_bot_check on the `botToken` field.
 */
async function requireBotCheck(
  services: Services,
  token: string,
  action: 'login' | 'register',
  locale: Locale,
): Promise<void> {
  if (!(await services.botCheck.verify(token, action)))
    throw violation('botToken', 'invalid_bot_check', serverMessage(locale, 'invalid_bot_check'));
}

/** Google (with the bot check), the identity verified by the outside-world interfaces of services.ts. */
export async function logInWithGoogle(
  services: Services,
  body: z.output<typeof googleLoginBodySchema>,
  locale: Locale,
) {
  await requireBotCheck(services, body.botToken, 'login', locale);
  const identity = await services.identity.verify(body.googleToken);
  if (!identity) throw unauthorized('Invalid Google token');
  const { userId, signedUp } = await findOrCreateGoogleCustomer(services.db, identity, locale);
  // A one-click sign-up carries the sponsorship link's code as the registration form does (issue 16); a login of an
  // existing account ignores it.
  if (signedUp && body.sponsorCode !== undefined) await joinSponsorOfLink(services, body.sponsorCode, signedUp);
  return authentication(services, userId);
}

export async function logInWithPassword(
  services: Services,
  body: z.output<typeof credentialsBodySchema>,
  clientAddress: string,
  locale: Locale,
) {
  const { db } = services;
  // Counted before the password is hashed, in one transaction: simultaneous guesses cannot pass together.
  const verdict = await admitLogin(db, services.dialect, body.email, clientAddress, new Date());
  if (verdict.blocked) throw tooManyRequests(verdict.retryAfterSeconds, serverMessage(locale, 'too_many_logins'));
  // A refused bot check counts as a failed attempt (admitted above, never followed by loginSucceeded); no hashing.
  await requireBotCheck(services, body.botToken, 'login', locale);
  const found = await repository.findCustomerByEmail(db, body.email);
  const ok = await verifyPassword(found?.user?.enabled === 1 ? found.user.password_hash : null, body.password);
  if (!ok || !found?.user) throw unauthorized('Invalid credentials.');
  await loginSucceeded(db, body.email, clientAddress);
  return authentication(services, found.user.id);
}

export async function refresh(services: Services, refreshToken: string) {
  const rotated = await rotateRefreshToken(services.db, refreshToken);
  if (!rotated) throw unauthorized('Invalid JWT Refresh Token');
  return authentication(services, rotated.userId, rotated.refreshToken);
}

/** Sign-out of one device: its refresh token's family is revoked. */
export async function signOut(services: Services, refreshToken: string): Promise<void> {
  await revokeRefreshTokenFamily(services.db, refreshToken);
}

/** token, refresh_token, customer, user and the customer's current cart (spec §3 "Authentication response"). */
async function authentication(services: Services, userId: number, refreshToken?: string) {
  const user = await repository.findUser(services.db, userId);
  const { customer } = (await repository.findCustomer(services.db, user.customer_id))!;
  return authenticationView({
    token: await signAccessToken(services.config.authSecret, customer.email, customer.id, user.token_generation),
    refresh_token: refreshToken ?? (await issueRefreshToken(services.db, user.id)),
    customer: shopIri('customers', customer.id),
    user,
    customerRow: customer,
    cart: await latestCartToken(services, customer.id),
  });
}
