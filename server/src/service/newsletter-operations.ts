// The newsletter's calls for /api/docs (issue 17).
import {
  newsletterConfirmationAnswerSchema,
  newsletterSignUpAnswerSchema,
  newsletterSignUpSchema,
  newsletterTokenBodySchema,
  newsletterUnsubscriptionAnswerSchema,
} from '@gamelle/contract/service/newsletter';
import type { Operation } from '../shared/docs/operations.ts';

const base = '/api/v2/shop/newsletter-subscriptions';

export const newsletterOperations: Operation[] = [
  {
    method: 'post',
    path: base,
    tag: 'Newsletter',
    summary: 'Sign up: sends the double opt-in e-mail (the same 202 whether or not the e-mail is already listed)',
    body: newsletterSignUpSchema,
    responses: { 202: newsletterSignUpAnswerSchema },
  },
  {
    method: 'post',
    path: `${base}/confirmations`,
    tag: 'Newsletter',
    summary: 'Confirm with the e-mail’s token: joins the list, issues the first-order coupon once per e-mail',
    body: newsletterTokenBodySchema,
    responses: { 200: newsletterConfirmationAnswerSchema },
  },
  {
    method: 'post',
    path: `${base}/unsubscriptions`,
    tag: 'Newsletter',
    summary: 'Leave the list with the token of any newsletter e-mail (idempotent)',
    body: newsletterTokenBodySchema,
    responses: { 200: newsletterUnsubscriptionAnswerSchema },
  },
  {
    method: 'post',
    path: `${base}/unsubscriptions/{token}`,
    tag: 'Newsletter',
    summary: 'One-click unsubscription of the List-Unsubscribe header (RFC 8058)',
    responses: { 200: newsletterUnsubscriptionAnswerSchema },
  },
];
