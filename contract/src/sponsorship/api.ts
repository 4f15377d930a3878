// The sponsorship calls (issue 16). Answers' schemas load only when the client validates (http.ts), so the account
// page brings no zod to the browser.
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import type { Sponsorship, SponsorshipCodeAnswer, SponsorshipFriend } from './schema.ts';

/** Paths relative to `API_BASES.shop`. */
export const sponsorshipPaths = {
  sponsorship: () => '/shop/sponsorship',
  invitations: () => '/shop/sponsorship/invitations',
  claims: () => '/shop/sponsorship/claims',
  code: (code: string) => `/shop/sponsorship-codes/${encodeURIComponent(code)}`,
} as const;

const schemas = () => import('./schema.ts');

export function sponsorshipCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** GET the caller's code, link, friends and rewards. */
    get: (options: CallOptions = {}): Promise<Sponsorship> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: sponsorshipPaths.sponsorship(),
        schema: () => schemas().then((m) => m.sponsorshipSchema),
      }),
    /** POST an invitation e-mail to a friend; answers the friend's entry. */
    invite: (email: string, options: CallOptions = {}): Promise<SponsorshipFriend> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: sponsorshipPaths.invitations(),
        body: { email },
        schema: () => schemas().then((m) => m.sponsorshipFriendSchema),
      }),
    /** POST a friend's code (a new customer who registered without the link); answers the caller's programme. */
    claim: (code: string, options: CallOptions = {}): Promise<Sponsorship> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: sponsorshipPaths.claims(),
        body: { code },
        schema: () => schemas().then((m) => m.sponsorshipSchema),
      }),
    /** GET what a sponsorship link's page shows (public). */
    code: (code: string, options: CallOptions = {}): Promise<SponsorshipCodeAnswer> =>
      request(config, {
        ...shop,
        ...options,
        auth: false,
        method: 'GET',
        path: sponsorshipPaths.code(code),
        schema: () => schemas().then((m) => m.sponsorshipCodeAnswerSchema),
      }),
  };
}
