// The newsletter's calls (issue 17) as the server answers them: sign-up validated with the contract's schema and
// 202 whatever the address; the e-mails' tokens in stories are words: `expired` is refused as an unknown or expired
// link, `already` confirms an e-mail that had its coupon before (no second coupon), any other confirms with one.
import {
  NEWSLETTER_COUPON_VALIDITY_DAYS,
  NEWSLETTER_DISCOUNT_CENTS,
  newsletterErrorTexts,
  newsletterSignUpSchema,
  newsletterTokenBodySchema,
} from '@gamelle/contract/service/newsletter';
import { newsletterPaths } from '@gamelle/contract/service/newsletter-api';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import type { MockState } from '../shared/state.ts';
import { handle, languageOf, notFound, readBody } from '../shared/respond.ts';

export const newsletterStoryTokens = { expired: 'expired-link-0000000000', already: 'already-had-coupon-000000' };

export function newsletterHandlers(state: MockState) {
  const shop = (path: string) => `*${API_BASES.shop}${path}`;
  const emailOf = (token: string) => (token.startsWith('already') ? 'fidele@example.fr' : 'marie@example.fr');
  return [
    http.post(
      shop(newsletterPaths.subscriptions()),
      handle(async ({ request }) => {
        await readBody(request, newsletterSignUpSchema, 'newsletter');
        return HttpResponse.json({ status: 'confirmation_sent' }, { status: 202 });
      }),
    ),
    http.post(
      shop(newsletterPaths.confirmations()),
      handle(async ({ request }) => {
        const { token } = await readBody(request, newsletterTokenBodySchema, 'newsletter');
        if (token === newsletterStoryTokens.expired)
          throw notFound(newsletterErrorTexts.newsletter_token_invalid[languageOf(request)]);
        const fresh = token !== newsletterStoryTokens.already;
        const expires = new Date(state.now().getTime() + NEWSLETTER_COUPON_VALIDITY_DAYS * 86_400_000);
        return HttpResponse.json({
          email: emailOf(token),
          couponCode: fresh ? 'NEWS-7K3M9QXA' : null,
          discountCents: NEWSLETTER_DISCOUNT_CENTS,
          couponExpiresAt: fresh ? expires.toISOString() : null,
        });
      }),
    ),
    http.post(
      shop(newsletterPaths.unsubscriptions()),
      handle(async ({ request }) => {
        const { token } = await readBody(request, newsletterTokenBodySchema, 'newsletter');
        if (token === newsletterStoryTokens.expired)
          throw notFound(newsletterErrorTexts.newsletter_token_invalid[languageOf(request)]);
        return HttpResponse.json({ email: emailOf(token), status: 'unsubscribed' });
      }),
    ),
  ];
}
