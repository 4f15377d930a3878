// The newsletter's calls (issue 17): sign-up, confirmation and unsubscription. Answers' schemas load only when the
// client validates (http.ts), so the footer's form brings no zod to every page.
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import type {
  NewsletterConfirmationAnswer,
  NewsletterSignUpAnswer,
  NewsletterSource,
  NewsletterUnsubscriptionAnswer,
} from './newsletter.ts';

/** Paths relative to `API_BASES.shop`. */
export const newsletterPaths = {
  subscriptions: () => '/shop/newsletter-subscriptions',
  confirmations: () => '/shop/newsletter-subscriptions/confirmations',
  unsubscriptions: () => '/shop/newsletter-subscriptions/unsubscriptions',
} as const;

const schemas = () => import('./newsletter.ts');

export function newsletterCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** POST: sends the double opt-in e-mail; 202 whatever the address's state. */
    signUp: (email: string, source: NewsletterSource, options: CallOptions = {}): Promise<NewsletterSignUpAnswer> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: newsletterPaths.subscriptions(),
        body: { email, source },
        schema: () => schemas().then((m) => m.newsletterSignUpAnswerSchema),
      }),
    /** POST the e-mail's token: the address joins the list; the coupon comes the first time only. */
    confirm: (token: string, options: CallOptions = {}): Promise<NewsletterConfirmationAnswer> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: newsletterPaths.confirmations(),
        body: { token },
        schema: () => schemas().then((m) => m.newsletterConfirmationAnswerSchema),
      }),
    /** POST the token of any newsletter e-mail: the address leaves the list. */
    unsubscribe: (token: string, options: CallOptions = {}): Promise<NewsletterUnsubscriptionAnswer> =>
      request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: newsletterPaths.unsubscriptions(),
        body: { token },
        schema: () => schemas().then((m) => m.newsletterUnsubscriptionAnswerSchema),
      }),
  };
}
