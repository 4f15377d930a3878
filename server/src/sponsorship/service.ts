// Sponsorship rules (issue 16): a stable, unguessable code per customer; invitations by e-mail (throttled); a friend
// joins a sponsor at registration (the link's code) or, before any order, by typing the code; the friend's welcome
// coupon is issued then (its first order only, theirs only); the sponsor's credit when that first order ships.
// One sponsor per friend, never oneself, never after a first order; refusals are 422s with the contract's codes.
import { randomBytes } from 'node:crypto';
import type { Locale } from '@gamelle/contract/shared/locales';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import {
  SPONSORSHIP_CODE_PATTERN,
  SPONSORSHIP_FRIEND_COUPON_DAYS,
  SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
  SPONSORSHIP_SPONSOR_COUPON_DAYS,
  SPONSORSHIP_SPONSOR_REWARD_CENTS,
  type Sponsorship,
  type SponsorshipCodeAnswer,
  type SponsorshipCoupon,
  type SponsorshipFriend,
} from '@gamelle/contract/sponsorship';
import type { Transaction } from 'kysely';
import { countAttempt, type ThrottleRule } from '../customer/throttle.ts';
import type { Database } from '../shared/db/schema.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { notFound, tooManyRequests, violation } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { sponsorInvitationMail, sponsorRewardMail } from './mails.ts';
import * as repository from './repository.ts';

/** Each invitation sends an e-mail: per invited address (from any sponsor) and per sponsor. */
export const sponsorshipInvitationLimits: ThrottleRule = {
  prefix: 'sponsor-invite:',
  perEmail: 3,
  perAddress: 10,
  windowMinutes: 60,
};

const DAY_MS = 86_400_000;
const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

function randomCode(length: number): string {
  let code = '';
  for (const byte of randomBytes(length)) code += alphabet[byte % alphabet.length];
  return code;
}

/** GML-XXXXXXXXXX: the sponsorship code (contract's SPONSORSHIP_CODE_PATTERN). */
export function newSponsorshipCode(): string {
  return `GML-${randomCode(10)}`;
}

export interface SponsorReward {
  sponsor: repository.CustomerBrief;
  friendName: string;
  couponCode: string;
  expiresAt: string;
}

/** The caller's code, made on first use and kept for ever (links already shared keep working). */
export async function codeOf(services: Services, customerId: number): Promise<string> {
  const existing = await repository.findCode(services.db, customerId);
  if (existing) return existing;
  // A clash of two random 49-bit codes is all but impossible; the unique index would refuse one, and we retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await repository.insertCode(services.db, customerId, newSponsorshipCode(), new Date().toISOString());
      break;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
  return (await repository.findCode(services.db, customerId))!;
}

/** GET /shop/sponsorship */
export async function sponsorshipOf(services: Services, customerId: number, locale: Locale): Promise<Sponsorship> {
  const code = await codeOf(services, customerId);
  const friends = await repository.listFriends(services.db, customerId);
  const mine = await repository.findByFriend(services.db, customerId);
  const rewardCodes = friends.flatMap((f) => (f.sponsor_coupon_code ? [f.sponsor_coupon_code] : []));
  const coupons = await repository.coupons(services.db, [
    ...rewardCodes,
    ...(mine?.friend_coupon_code ? [mine.friend_coupon_code] : []),
  ]);
  const coupon = (code: string | null): SponsorshipCoupon | null => {
    const row = coupons.find((c) => c.code === code);
    return row
      ? {
          couponCode: row.code,
          amountCents: row.amount,
          issuedAt: row.starts_at ?? '',
          expiresAt: row.expires_at ?? '',
          used: row.used,
        }
      : null;
  };
  const sponsor = mine ? await repository.findCustomer(services.db, mine.sponsor_customer_id) : undefined;
  return {
    code,
    link: `${services.config.publicUrl}${sitePath('sponsorshipLink', locale, { code })}`,
    friendDiscountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
    sponsorRewardCents: SPONSORSHIP_SPONSOR_REWARD_CENTS,
    friends: friends.map((row) => friendView(row, row.friend_first_name ?? null, row.friend_last_name ?? null)),
    rewards: rewardCodes.flatMap((c) => coupon(c) ?? []),
    sponsoredBy:
      mine && sponsor ? { sponsorName: shortName(sponsor), welcomeCoupon: coupon(mine.friend_coupon_code) } : null,
    canClaim: !mine && (await repository.placedOrderCount(services.db, customerId)) === 0,
  };
}

/** POST /shop/sponsorship/invitations: the friend's e-mail with the sponsor's link, in the sponsor's language. */
export async function invite(
  services: Services,
  customerId: number,
  rawEmail: string,
  locale: Locale,
): Promise<SponsorshipFriend> {
  const email = rawEmail.trim().toLowerCase();
  const me = (await repository.findCustomer(services.db, customerId))!;
  if (email === me.email.toLowerCase())
    throw violation('email', 'sponsorship_self_referral', serverMessage(locale, 'sponsorship_self_referral'));
  // Counted per sponsor rather than per client address: one customer cannot mail the world through the shop.
  const throttle = await countAttempt(services.db, sponsorshipInvitationLimits, email, `customer:${customerId}`);
  if (throttle.blocked)
    throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_sponsorship_invitations'));
  if (await repository.hasAccount(services.db, email))
    throw violation('email', 'sponsorship_already_customer', serverMessage(locale, 'sponsorship_already_customer'));
  const row = await repository.upsertInvitation(services.db, customerId, email, new Date().toISOString());
  const code = await codeOf(services, customerId);
  await services.mailer.send(
    sponsorInvitationMail({
      to: email,
      language: locale,
      sponsorName: shortName(me),
      link: `${services.config.publicUrl}${sitePath('sponsorshipLink', locale, { code })}`,
      code,
      discountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
    }),
  );
  return friendView(row, null, null);
}

/** GET /shop/sponsorship-codes/{code}: the link's page names the sponsor by first name only. */
export async function describeCode(services: Services, code: string, locale: Locale): Promise<SponsorshipCodeAnswer> {
  const normalized = code.trim().toUpperCase();
  const owner = SPONSORSHIP_CODE_PATTERN.test(normalized)
    ? await repository.findCodeOwner(services.db, normalized)
    : undefined;
  if (!owner) throw notFound(serverMessage(locale, 'sponsorship_code_unknown'));
  return {
    code: normalized,
    sponsorFirstName: owner.first_name ?? '',
    friendDiscountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
  };
}

/**
 * The sponsor a code names, checked before an account is made with it (registration refuses an unknown code
 * without creating the account). `field` is the body's field the 422 points at.
 */
export async function sponsorOfCode(
  services: Services,
  code: string,
  locale: Locale,
  field: string,
): Promise<repository.CustomerBrief> {
  const owner = await repository.findCodeOwner(services.db, code);
  if (!owner) throw violation(field, 'sponsorship_code_unknown', serverMessage(locale, 'sponsorship_code_unknown'));
  return owner;
}

/** The new customer joins the sponsor and gets the welcome coupon (registration with the link's code). */
export async function attachFriend(
  services: Services,
  sponsorId: number,
  friend: { id: number; email: string },
): Promise<void> {
  const now = services.clock.now();
  await services.db.transaction().execute(async (trx) => {
    const couponCode = `GIFT-${randomCode(8)}`;
    await repository.insertCoupon(trx, {
      code: couponCode,
      amountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
      ownerId: friend.id,
      firstOrderOnly: true,
      startsAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SPONSORSHIP_FRIEND_COUPON_DAYS * DAY_MS).toISOString(),
    });
    await repository.attachFriend(trx, {
      sponsorId,
      friendId: friend.id,
      email: friend.email.toLowerCase(),
      couponCode,
      at: now.toISOString(),
    });
  });
}

/**
 * A one-click (Google) sign-up with the code of the sponsorship link the visitor followed (its cookie, issue 16):
 * the new customer joins that sponsor as at registration. The code was not typed, so one that names no sponsor is
 * let go rather than refused: a refusal would stop the sign-up over a cookie the visitor cannot see. The customer can
 * still enter a code from the sponsorship page before a first order (`claim`). True when the friend joined.
 */
export async function joinSponsorOfLink(
  services: Services,
  rawCode: string,
  friend: { id: number; email: string },
): Promise<boolean> {
  const code = rawCode.trim().toUpperCase();
  if (!SPONSORSHIP_CODE_PATTERN.test(code)) return false;
  const sponsor = await repository.findCodeOwner(services.db, code);
  if (!sponsor || sponsor.id === friend.id) return false;
  await attachFriend(services, sponsor.id, friend);
  return true;
}

/** POST /shop/sponsorship/claims: a customer without a sponsor and without an order enters a friend's code. */
export async function claim(
  services: Services,
  customerId: number,
  code: string,
  locale: Locale,
): Promise<Sponsorship> {
  const sponsor = await sponsorOfCode(services, code, locale, 'code');
  if (sponsor.id === customerId)
    throw violation('code', 'sponsorship_self_referral', serverMessage(locale, 'sponsorship_self_referral'));
  if (await repository.findByFriend(services.db, customerId))
    throw violation('code', 'sponsorship_already_sponsored', serverMessage(locale, 'sponsorship_already_sponsored'));
  if ((await repository.placedOrderCount(services.db, customerId)) > 0)
    throw violation('code', 'sponsorship_not_new_customer', serverMessage(locale, 'sponsorship_not_new_customer'));
  const me = (await repository.findCustomer(services.db, customerId))!;
  // Two claims at once: the unique friend column lets one through; the other reads as already sponsored.
  await attachFriend(services, sponsor.id, me).catch(async (error: unknown) => {
    if (await repository.findByFriend(services.db, customerId))
      throw violation('code', 'sponsorship_already_sponsored', serverMessage(locale, 'sponsorship_already_sponsored'));
    throw error;
  });
  return sponsorshipOf(services, customerId, locale);
}

/** Order life: a friend's first placed order (in the transaction that places it). */
export async function orderPlaced(trx: Transaction<Database>, customerId: number | null, orderId: number, at: Date) {
  if (customerId !== null) await repository.markOrdered(trx, customerId, orderId, at.toISOString());
}

/** Order life: a cancelled first order no longer counts; the friend's next one will. */
export async function orderCancelled(trx: Transaction<Database>, orderId: number) {
  await repository.revertOrdered(trx, orderId);
}

/** Order life: a friend's first order ships, so the sponsor's credit is issued (once; in the shipping transaction). */
export async function orderShipped(
  trx: Transaction<Database>,
  orderId: number,
  at: Date,
): Promise<SponsorReward | null> {
  const row = await repository.findOrderedByOrder(trx, orderId);
  if (!row) return null;
  const couponCode = `CREDIT-${randomCode(8)}`;
  const expiresAt = new Date(at.getTime() + SPONSORSHIP_SPONSOR_COUPON_DAYS * DAY_MS).toISOString();
  if (!(await repository.markRewarded(trx, row.id, couponCode, at.toISOString()))) return null;
  await repository.insertCoupon(trx, {
    code: couponCode,
    amountCents: SPONSORSHIP_SPONSOR_REWARD_CENTS,
    ownerId: row.sponsor_customer_id,
    firstOrderOnly: false,
    startsAt: at.toISOString(),
    expiresAt,
  });
  const sponsor = (await repository.findCustomer(trx, row.sponsor_customer_id))!;
  const friend = row.friend_customer_id ? await repository.findCustomer(trx, row.friend_customer_id) : undefined;
  return { sponsor, friendName: friend ? shortName(friend) : row.email, couponCode, expiresAt };
}

/** After the shipping transaction: the sponsor hears of the credit (a failed e-mail does not undo the shipping). */
export async function announceReward(services: Services, reward: SponsorReward): Promise<void> {
  await services.mailer
    .send(
      sponsorRewardMail({
        to: reward.sponsor.email,
        language: reward.sponsor.locale_code === 'nl' ? 'nl' : 'fr',
        friendName: reward.friendName,
        couponCode: reward.couponCode,
        amountCents: SPONSORSHIP_SPONSOR_REWARD_CENTS,
        expiresAt: reward.expiresAt,
        accountLink: `${services.config.publicUrl}${sitePath('sponsorships', reward.sponsor.locale_code === 'nl' ? 'nl' : 'fr')}`,
      }),
    )
    .catch((error: unknown) => console.error('sponsor reward e-mail not sent', error));
}

/** "Léa D.": enough for a sponsor to recognise a friend, and for a friend to recognise a sponsor. */
function shortName(customer: { first_name: string | null; last_name: string | null; email: string }): string {
  const first = customer.first_name?.trim();
  if (!first) return customer.email.split('@')[0] ?? '';
  const initial = customer.last_name?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

function friendView(
  row: repository.SponsorshipRow,
  firstName: string | null,
  lastName: string | null,
): SponsorshipFriend {
  return {
    id: row.id,
    email: row.invited === 1 ? row.email : null,
    name: firstName ? shortName({ first_name: firstName, last_name: lastName, email: row.email }) : null,
    state: row.status,
    invitedAt: row.invited_at,
    registeredAt: row.registered_at,
    orderedAt: row.ordered_at,
    rewardedAt: row.rewarded_at,
  };
}
