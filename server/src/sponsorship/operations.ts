// The sponsorship calls for /api/docs (issue 16).
import {
  sponsorshipClaimBodySchema,
  sponsorshipCodeAnswerSchema,
  sponsorshipFriendSchema,
  sponsorshipInvitationBodySchema,
  sponsorshipSchema,
} from '@gamelle/contract/sponsorship';
import type { Operation } from '../shared/docs/operations.ts';

const base = '/api/v2/shop/sponsorship';

export const sponsorshipOperations: Operation[] = [
  {
    method: 'get',
    path: base,
    tag: 'Sponsorship',
    summary: "The caller's sponsorship: personal code and link, friends with their state, credits earned, own sponsor",
    responses: { 200: sponsorshipSchema },
    auth: 'required',
  },
  {
    method: 'post',
    path: `${base}/invitations`,
    tag: 'Sponsorship',
    summary:
      'Invite a friend by e-mail (the link in the sponsor’s language); 422 for oneself or an e-mail with an account; throttled',
    body: sponsorshipInvitationBodySchema,
    responses: { 201: sponsorshipFriendSchema },
    auth: 'required',
  },
  {
    method: 'post',
    path: `${base}/claims`,
    tag: 'Sponsorship',
    summary:
      'Enter a friend’s code before the first order (issues the welcome coupon); 422 for one’s own code, a second sponsor or after an order',
    body: sponsorshipClaimBodySchema,
    responses: { 200: sponsorshipSchema },
    auth: 'required',
  },
  {
    method: 'get',
    path: '/api/v2/shop/sponsorship-codes/{code}',
    tag: 'Sponsorship',
    summary: 'What a sponsorship link’s page shows: the sponsor’s first name and the friend’s discount (404 unknown)',
    responses: { 200: sponsorshipCodeAnswerSchema },
  },
];
