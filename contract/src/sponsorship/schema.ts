// Sponsorships (referral; spec §1, §2 route, §6; issue 16). The spec shows neither the calls nor the fields: these
// follow Sylius's shapes (the caller's resource, a POST per action) and a real shop's rules, which the issue names:
// a personal code and link, invitations by e-mail, the friend's reward on a first order, the sponsor's once that
// order ships, the friends' states; self-referral and reuse refused.
import { z } from 'zod/mini';
import { emailField } from '../shared/fields.ts';

/** The friend's first-order discount, and the sponsor's credit once that order ships (spec silent: the shop's choice). */
export const SPONSORSHIP_FRIEND_DISCOUNT_CENTS = 1000;
export const SPONSORSHIP_SPONSOR_REWARD_CENTS = 1000;
/** The friend's coupon works this many days after registering; the sponsor's credit a year. */
export const SPONSORSHIP_FRIEND_COUPON_DAYS = 90;
export const SPONSORSHIP_SPONSOR_COUPON_DAYS = 365;
export { SPONSORSHIP_COOKIE, SPONSORSHIP_COOKIE_DAYS } from './cookie.ts';

/**
 * A friend's state, in order: invited (an e-mail went out, no account yet), registered (an account through the
 * code), ordered (first order placed), rewarded (that order shipped: the sponsor's credit issued).
 */
export const SPONSORSHIP_FRIEND_STATES = ['invited', 'registered', 'ordered', 'rewarded'] as const;
export type SponsorshipFriendState = (typeof SPONSORSHIP_FRIEND_STATES)[number];

/** GML- and 10 characters without 0/O, 1/I/L: read aloud or typed without confusion, ~49 random bits. */
export const SPONSORSHIP_CODE_PATTERN = /^GML-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/;

/** A code as a customer types it: any case, spaces around. */
export const sponsorshipCodeField = () =>
  z
    .string({ error: 'required' })
    .check(z.trim())
    .check(z.toUpperCase())
    .check(z.minLength(1, { error: 'required' }))
    .check(z.regex(SPONSORSHIP_CODE_PATTERN, { error: 'invalid' }));

export const sponsorshipFriendSchema = z.object({
  id: z.number().check(z.int()),
  /** The e-mail the sponsor invited; null for a friend who came through the shared link (the sponsor never typed it). */
  email: z.nullable(z.string()),
  /** First name and initial once the friend has an account ("Léa D."). */
  name: z.nullable(z.string()),
  state: z.enum(SPONSORSHIP_FRIEND_STATES),
  invitedAt: z.nullable(z.string()),
  registeredAt: z.nullable(z.string()),
  orderedAt: z.nullable(z.string()),
  rewardedAt: z.nullable(z.string()),
});
export type SponsorshipFriend = z.infer<typeof sponsorshipFriendSchema>;

/** A coupon the programme gave the caller: a sponsor's credit, or the friend's welcome discount. */
export const sponsorshipCouponSchema = z.object({
  couponCode: z.string(),
  amountCents: z.number().check(z.int()),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** Spent on a placed order. */
  used: z.boolean(),
});
export type SponsorshipCoupon = z.infer<typeof sponsorshipCouponSchema>;

/** GET /shop/sponsorship: the caller's programme, as sponsor and (once) as sponsored friend. */
export const sponsorshipSchema = z.object({
  code: z.string(),
  /** The personal link to share: the shop's sponsorship page for this code. */
  link: z.string(),
  friendDiscountCents: z.number().check(z.int()),
  sponsorRewardCents: z.number().check(z.int()),
  friends: z.array(sponsorshipFriendSchema),
  /** The credits earned, newest first, one per friend whose first order shipped. */
  rewards: z.array(sponsorshipCouponSchema),
  /** Who sponsored the caller, and the welcome coupon it gave; null when nobody did. */
  sponsoredBy: z.nullable(z.object({ sponsorName: z.string(), welcomeCoupon: z.nullable(sponsorshipCouponSchema) })),
  /** Whether the caller may still enter a friend's code: no sponsor yet and no order placed. */
  canClaim: z.boolean(),
});
export type Sponsorship = z.infer<typeof sponsorshipSchema>;

/** POST /shop/sponsorship/invitations */
export const sponsorshipInvitationBodySchema = z.object({ email: emailField() });
export type SponsorshipInvitationBody = z.input<typeof sponsorshipInvitationBodySchema>;

/** POST /shop/sponsorship/claims: a new customer enters a friend's code (registered without the link). */
export const sponsorshipClaimBodySchema = z.object({ code: sponsorshipCodeField() });
export type SponsorshipClaimBody = z.input<typeof sponsorshipClaimBodySchema>;

/** GET /shop/sponsorship-codes/{code}: what the link's page says (public; the code is unguessable). */
export const sponsorshipCodeAnswerSchema = z.object({
  code: z.string(),
  sponsorFirstName: z.string(),
  friendDiscountCents: z.number().check(z.int()),
});
export type SponsorshipCodeAnswer = z.infer<typeof sponsorshipCodeAnswerSchema>;
