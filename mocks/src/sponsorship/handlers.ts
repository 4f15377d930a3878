// The sponsorship calls (issue 16) as the server answers them, over the mocks' memory: the caller's programme, an
// invitation (oneself and an e-mail with an account refused), a claim (one's own code, a second sponsor and a
// customer who ordered already refused) and a link's code.
import {
  SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
  SPONSORSHIP_SPONSOR_REWARD_CENTS,
  sponsorshipClaimBodySchema,
  sponsorshipErrorTexts,
  sponsorshipInvitationBodySchema,
  sponsorshipPaths,
  type Sponsorship,
} from '@gamelle/contract/sponsorship';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { customerByEmail, type MockCustomer, type MockState } from '../shared/state.ts';
import { handle, languageOf, notFound, readBody, requireCustomer, violation } from '../shared/respond.ts';
import { joinSponsor, sponsorOfCode, sponsorshipOf } from './sponsorships.ts';

const SHOP_ORIGIN = 'https://www.gamelle.fr';
export function sponsorshipHandlers(state: MockState) {
  const shop = (path: string) => `*${API_BASES.shop}${path}`;
  const refuse = (request: Request, field: string, code: keyof typeof sponsorshipErrorTexts) =>
    violation(field, code, sponsorshipErrorTexts[code][languageOf(request)]);

  const answer = (request: Request, me: MockCustomer): Sponsorship => {
    const mine = sponsorshipOf(state, me.id);
    return {
      code: mine.code,
      // The shop's public address, as the server's PUBLIC_URL gives it: not the page's origin, which in Storybook is
      // a port that changes from one machine to the next (and would change the screens' screenshots with it).
      link: `${SHOP_ORIGIN}${sitePath('sponsorshipLink', languageOf(request), { code: mine.code })}`,
      friendDiscountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
      sponsorRewardCents: SPONSORSHIP_SPONSOR_REWARD_CENTS,
      friends: mine.friends,
      rewards: mine.rewards,
      sponsoredBy: mine.sponsoredBy,
      canClaim: mine.sponsoredBy === null && me.completedOrders === 0,
    };
  };

  return [
    http.get(
      shop(sponsorshipPaths.sponsorship()),
      handle(({ request }) => HttpResponse.json(answer(request, requireCustomer(state, request)))),
    ),
    http.post(
      shop(sponsorshipPaths.invitations()),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const { email } = await readBody(request, sponsorshipInvitationBodySchema, 'sponsorship');
        const wanted = email.trim().toLowerCase();
        if (wanted === me.email) throw refuse(request, 'email', 'sponsorship_self_referral');
        if (customerByEmail(state, wanted)) throw refuse(request, 'email', 'sponsorship_already_customer');
        const mine = sponsorshipOf(state, me.id);
        const now = state.now().toISOString();
        let friend = mine.friends.find((f) => f.email === wanted);
        if (friend) friend.invitedAt = now;
        else {
          friend = {
            id: Math.max(0, ...mine.friends.map((f) => f.id)) + 1,
            email: wanted,
            name: null,
            state: 'invited',
            invitedAt: now,
            registeredAt: null,
            orderedAt: null,
            rewardedAt: null,
          };
          mine.friends.unshift(friend);
        }
        return HttpResponse.json(friend, { status: 201 });
      }),
    ),
    http.post(
      shop(sponsorshipPaths.claims()),
      handle(async ({ request }) => {
        const me = requireCustomer(state, request);
        const { code } = await readBody(request, sponsorshipClaimBodySchema, 'sponsorship');
        const sponsor = sponsorOfCode(state, code);
        if (!sponsor) throw refuse(request, 'code', 'sponsorship_code_unknown');
        if (sponsor.id === me.id) throw refuse(request, 'code', 'sponsorship_self_referral');
        if (sponsorshipOf(state, me.id).sponsoredBy) throw refuse(request, 'code', 'sponsorship_already_sponsored');
        if (me.completedOrders > 0) throw refuse(request, 'code', 'sponsorship_not_new_customer');
        joinSponsor(state, sponsor, me);
        return HttpResponse.json(answer(request, me));
      }),
    ),
    http.get(
      shop('/shop/sponsorship-codes/:code'),
      handle(({ request, params }) => {
        const sponsor = sponsorOfCode(state, String(params['code']));
        if (!sponsor) throw notFound(sponsorshipErrorTexts.sponsorship_code_unknown[languageOf(request)]);
        return HttpResponse.json({
          code: sponsorshipOf(state, sponsor.id).code,
          sponsorFirstName: sponsor.firstName,
          friendDiscountCents: SPONSORSHIP_FRIEND_DISCOUNT_CENTS,
        });
      }),
    ),
  ];
}
