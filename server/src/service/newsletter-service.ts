// The newsletter's rules (issue 17): double opt-in, one first-order coupon per e-mail ever, unsubscribe by token.
// Sign-up answers the same whatever the e-mail's state, and mails after answering, so it tells nobody who is on
// the list; it is throttled per e-mail and per client address, like the reset-password request.
import { createHash, randomBytes } from 'node:crypto';
import {
  NEWSLETTER_CONFIRMATION_DAYS,
  NEWSLETTER_COUPON_VALIDITY_DAYS,
  NEWSLETTER_DISCOUNT_CENTS,
  type NewsletterConfirmationAnswer,
  type NewsletterSource,
  type NewsletterUnsubscriptionAnswer,
} from '@gamelle/contract/service/newsletter';
import type { Locale } from '@gamelle/contract/shared/locales';
import { countAttempt, type ThrottleRule } from '../customer/throttle.ts';
import { notFound, tooManyRequests } from '../shared/http/problems.ts';
import { serverMessage } from '../shared/http/messages.ts';
import type { Services } from '../shared/services.ts';
import { newsletterConfirmationMail, newsletterWelcomeMail } from './newsletter-mails.ts';
import * as repository from './newsletter-repository.ts';

/** Each sign-up sends an e-mail: a mailbox cannot be flooded, nor the list filled by a bot. */
export const newsletterSignUpLimits: ThrottleRule = {
  prefix: 'newsletter:',
  perEmail: 3,
  perAddress: 20,
  windowMinutes: 60,
};

const DAY_MS = 86_400_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** NEWS-XXXXXXXX: readable, unguessable (40 random bits in Crockford's alphabet: no 0/O, 1/I/L confusion). */
export function newCouponCode(): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += alphabet[byte % alphabet.length];
  return `NEWS-${code}`;
}

export async function signUp(
  services: Services,
  input: { email: string; source: NewsletterSource },
  clientAddress: string,
  locale: Locale,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const throttle = await countAttempt(services.db, newsletterSignUpLimits, email, clientAddress);
  if (throttle.blocked)
    throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_newsletter_sign_ups'));
  setImmediate(() => {
    sendConfirmation(services, email, input.source, locale).catch((error: unknown) =>
      console.error('newsletter confirmation not sent', error),
    );
  });
}

/** Confirmed e-mails get nothing (they are on the list already); pending and unsubscribed ones get a new link. */
export async function sendConfirmation(
  services: Services,
  email: string,
  source: NewsletterSource,
  locale: Locale,
): Promise<void> {
  const now = services.clock.now();
  const confirmationToken = newToken();
  const expires = new Date(now.getTime() + NEWSLETTER_CONFIRMATION_DAYS * DAY_MS).toISOString();
  const unsubscribeToken = await services.db.transaction().execute(async (trx) => {
    const row = await repository.findByEmail(trx, email);
    if (row?.status === 'confirmed') return null;
    if (row) {
      await repository.renewConfirmation(trx, row.id, {
        locale,
        source,
        confirmation_token_hash: hashToken(confirmationToken),
        confirmation_expires_at: expires,
      });
      return row.unsubscribe_token;
    }
    const token = newToken();
    await repository.insertPending(trx, {
      email,
      locale,
      source,
      confirmation_token_hash: hashToken(confirmationToken),
      confirmation_expires_at: expires,
      unsubscribe_token: token,
      created_at: now.toISOString(),
    });
    return token;
  });
  if (unsubscribeToken === null) return;
  await services.mailer.send(
    newsletterConfirmationMail({
      to: email,
      language: locale,
      publicUrl: services.config.publicUrl,
      confirmationToken,
      unsubscribeToken,
      discountCents: NEWSLETTER_DISCOUNT_CENTS,
      validDays: NEWSLETTER_CONFIRMATION_DAYS,
    }),
  );
}

/**
 * Spends a confirmation token: the e-mail joins the list and, the first time ever, gets its first-order coupon.
 * 404 for an unknown, used or expired token. Two clicks at once confirm once (the update is conditional).
 */
export async function confirm(
  services: Services,
  token: string,
  locale: Locale,
): Promise<NewsletterConfirmationAnswer> {
  const now = services.clock.now();
  const invalid = () => notFound(serverMessage(locale, 'newsletter_token_invalid'));
  const outcome = await services.db.transaction().execute(async (trx) => {
    const row = await repository.findByConfirmationToken(trx, hashToken(token));
    if (!row || !row.confirmation_expires_at || row.confirmation_expires_at <= now.toISOString()) throw invalid();
    // The link clicked again (twice in the mail client, or days later): the address is on the list, its coupon
    // already given. It said « invalid link, sign up again », and signing up again sends nothing to a confirmed address.
    if (row.status === 'confirmed') return { row, couponCode: null, couponExpiresAt: null, again: true };
    let couponCode: string | null = null;
    let couponExpiresAt: string | null = null;
    if (row.coupon_code === null) {
      couponCode = newCouponCode();
      couponExpiresAt = new Date(now.getTime() + NEWSLETTER_COUPON_VALIDITY_DAYS * DAY_MS).toISOString();
      await repository.insertCoupon(trx, {
        code: couponCode,
        amountCents: NEWSLETTER_DISCOUNT_CENTS,
        startsAt: now.toISOString(),
        expiresAt: couponExpiresAt,
      });
    }
    if (!(await repository.markConfirmed(trx, row.id, now.toISOString(), couponCode))) throw invalid();
    await repository.setCustomerNewsletterFlag(trx, row.email, true);
    return { row, couponCode, couponExpiresAt, again: false };
  });
  const language: Locale = outcome.row.locale === 'nl' ? 'nl' : 'fr';
  if (!outcome.again)
    await services.mailer
      .send(
        newsletterWelcomeMail({
          to: outcome.row.email,
          language,
          publicUrl: services.config.publicUrl,
          unsubscribeToken: outcome.row.unsubscribe_token,
          couponCode: outcome.couponCode,
          discountCents: NEWSLETTER_DISCOUNT_CENTS,
          couponExpiresAt: outcome.couponExpiresAt,
        }),
      )
      .catch((error: unknown) => console.error('newsletter welcome not sent', error));
  return {
    email: outcome.row.email,
    couponCode: outcome.couponCode,
    discountCents: NEWSLETTER_DISCOUNT_CENTS,
    couponExpiresAt: outcome.couponExpiresAt,
  };
}

/** Leaves the list (idempotent: a second click answers the same); the coupon already given stays valid. */
export async function unsubscribe(
  services: Services,
  token: string,
  locale: Locale,
): Promise<NewsletterUnsubscriptionAnswer> {
  const row = await repository.findByUnsubscribeToken(services.db, token);
  if (!row) throw notFound(serverMessage(locale, 'newsletter_token_invalid'));
  if (row.status !== 'unsubscribed') {
    await services.db.transaction().execute(async (trx) => {
      await repository.markUnsubscribed(trx, row.id, services.clock.now().toISOString());
      await repository.setCustomerNewsletterFlag(trx, row.email, false);
    });
  }
  return { email: row.email, status: 'unsubscribed' };
}

/**
 * An operator takes an e-mail off the list (a request by phone or by mail, a bounce): the same effect as the
 * e-mail's link. null when the e-mail never signed up; `already` when it had left the list.
 */
export async function unsubscribeByEmail(
  services: Services,
  email: string,
): Promise<{ email: string; already: boolean } | null> {
  const row = await repository.findByEmail(services.db, email.trim().toLowerCase());
  if (!row) return null;
  if (row.status === 'unsubscribed') return { email: row.email, already: true };
  await services.db.transaction().execute(async (trx) => {
    await repository.markUnsubscribed(trx, row.id, services.clock.now().toISOString());
    await repository.setCustomerNewsletterFlag(trx, row.email, false);
  });
  return { email: row.email, already: false };
}
