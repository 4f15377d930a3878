// The sponsorship programme in the mocks' memory: each customer's code and friends, and the credits earned. The
// demo customer is seeded as a sponsor with one friend in each state (spec silent; issue 16's four states), so the
// account page has something to show; `emptySponsorship` leaves her with no friend yet.
import {
  SPONSORSHIP_FRIEND_COUPON_DAYS,
  SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
  type SponsorshipCoupon,
  type SponsorshipFriend,
} from '@gamelle/contract/sponsorship';
import type { MockCustomer, MockState } from '../shared/state.ts';

export interface MockSponsorship {
  code: string;
  friends: SponsorshipFriend[];
  rewards: SponsorshipCoupon[];
  sponsoredBy: { sponsorName: string; welcomeCoupon: SponsorshipCoupon | null } | null;
}

/** Her code: the stories and tests type it. */
export const DEMO_SPONSORSHIP_CODE = 'GML-7K3M9QXA2B';

const day = 86_400_000;

export function seedSponsorship(state: MockState, customerId: number): void {
  const at = (daysAgo: number) => new Date(state.now().getTime() - daysAgo * day).toISOString();
  const inAYear = (daysAgo: number) => new Date(state.now().getTime() + (365 - daysAgo) * day).toISOString();
  state.sponsorships.set(customerId, {
    code: DEMO_SPONSORSHIP_CODE,
    friends: [
      friend(4, { email: 'julie.petit@example.fr', state: 'invited', invitedAt: at(2) }),
      friend(3, { email: null, name: 'Thomas R.', state: 'registered', registeredAt: at(6) }),
      friend(2, {
        email: 'sophie.leroy@example.fr',
        name: 'Sophie L.',
        state: 'ordered',
        invitedAt: at(20),
        registeredAt: at(18),
        orderedAt: at(3),
      }),
      friend(1, {
        email: 'an.peeters@example.be',
        name: 'An P.',
        state: 'rewarded',
        invitedAt: at(60),
        registeredAt: at(58),
        orderedAt: at(50),
        rewardedAt: at(47),
      }),
    ],
    rewards: [
      { couponCode: 'CREDIT-4XH8Q2MN', amountCents: 1000, issuedAt: at(47), expiresAt: inAYear(47), used: false },
    ],
    sponsoredBy: null,
  });
}

/** The demo customer has shared nothing yet: no friend, no credit. */
export function emptySponsorship(state: MockState, customerId: number): void {
  const mine = sponsorshipOf(state, customerId);
  mine.friends = [];
  mine.rewards = [];
}

/** The customer's programme, made on first use like the server's code. */
export function sponsorshipOf(state: MockState, customerId: number): MockSponsorship {
  let mine = state.sponsorships.get(customerId);
  if (!mine) {
    const code = `GML-${String(customerId).replace(/0/g, 'Z').replace(/1/g, 'Y').padStart(10, 'Q')}`;
    mine = { code, friends: [], rewards: [], sponsoredBy: null };
    state.sponsorships.set(customerId, mine);
  }
  return mine;
}

/** The customer who owns `code` (any case, spaces around), or undefined. */
export function sponsorOfCode(state: MockState, code: string): MockCustomer | undefined {
  const wanted = code.trim().toUpperCase();
  const id = [...state.sponsorships.entries()].find(([, s]) => s.code === wanted)?.[0];
  return id === undefined ? undefined : state.customers.get(id);
}

/**
 * `newcomer` joins `sponsor` as the server's attachFriend does: the friend's welcome coupon, and a registered friend
 * on the sponsor's list (by the e-mail they were invited at, else a new line named "First L.").
 */
export function joinSponsor(state: MockState, sponsor: MockCustomer, newcomer: MockCustomer): void {
  const now = state.now();
  sponsorshipOf(state, newcomer.id).sponsoredBy = {
    sponsorName: shortName(sponsor),
    welcomeCoupon: {
      couponCode: 'GIFT-9QW3ZK7H',
      amountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SPONSORSHIP_FRIEND_COUPON_DAYS * day).toISOString(),
      used: false,
    },
  };
  const theirs = sponsorshipOf(state, sponsor.id);
  const invited = theirs.friends.find((f) => f.email === newcomer.email);
  const registered = { name: shortName(newcomer), state: 'registered' as const, registeredAt: now.toISOString() };
  if (invited) Object.assign(invited, registered);
  else
    theirs.friends.unshift({
      ...friend(Math.max(0, ...theirs.friends.map((f) => f.id)) + 1, { email: null }),
      ...registered,
    });
}

export function shortName(customer: MockCustomer): string {
  return `${customer.firstName} ${customer.lastName.charAt(0)}.`;
}

function friend(id: number, fields: Partial<SponsorshipFriend>): SponsorshipFriend {
  return {
    id,
    email: null,
    name: null,
    state: 'invited',
    invitedAt: null,
    registeredAt: null,
    orderedAt: null,
    rewardedAt: null,
    ...fields,
  };
}
