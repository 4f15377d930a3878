// Newsletter (spec §1, §5, §8, §9; issue 17): sign-up with double opt-in, the first-order coupon issued once per
// e-mail, and unsubscribing from a link in every newsletter e-mail. No call is shown in the spec: these follow
// Sylius's shapes (a POST per action on a resource collection).
import { z } from 'zod/mini';
import { emailField } from '../shared/fields.ts';
import { NEWSLETTER_DISCOUNT_CENTS } from '../shared/limits.ts';

/** Where a visitor signed up: the home block, the footer, the exit pop-up, or the account. */
export const NEWSLETTER_SOURCES = ['home', 'footer', 'exit_popup', 'account'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** A confirmation link works for 7 days; the unsubscribe link of an e-mail never expires. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;

/** The first-order coupon of a confirmed sign-up, valid for this many days. */
export const NEWSLETTER_COUPON_VALIDITY_DAYS = 90;

export { NEWSLETTER_DISCOUNT_CENTS };

/** The sign-up form (home, footer, exit pop-up): the e-mail rules of spec §5. */
export const newsletterSignUpSchema = z.object({
  email: emailField(),
  source: z._default(z.enum(NEWSLETTER_SOURCES), 'footer'),
});
export type NewsletterSignUpBody = z.input<typeof newsletterSignUpSchema>;

/** Confirmation and unsubscription carry the e-mail's token (URL-safe base64, 32 random bytes). */
export const newsletterTokenBodySchema = z.object({
  token: z.string({ error: 'required' }).check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'invalid' })),
});
export type NewsletterTokenBody = z.infer<typeof newsletterTokenBodySchema>;

/** The same answer whether the e-mail was new, pending or already confirmed: nobody learns who subscribed. */
export const newsletterSignUpAnswerSchema = z.object({ status: z.literal('confirmation_sent') });
export type NewsletterSignUpAnswer = z.infer<typeof newsletterSignUpAnswerSchema>;

export const newsletterConfirmationAnswerSchema = z.object({
  email: z.string(),
  /** The first-order coupon; null when this e-mail already had one (re-subscribing does not issue another). */
  couponCode: z.nullable(z.string()),
  discountCents: z.number().check(z.int()),
  couponExpiresAt: z.nullable(z.string()),
});
export type NewsletterConfirmationAnswer = z.infer<typeof newsletterConfirmationAnswerSchema>;

export const newsletterUnsubscriptionAnswerSchema = z.object({ email: z.string(), status: z.literal('unsubscribed') });
export type NewsletterUnsubscriptionAnswer = z.infer<typeof newsletterUnsubscriptionAnswerSchema>;

/** The newsletter's own refusals, in both languages. */
export const newsletterErrorTexts = {
  newsletter_token_invalid: {
    fr: "Ce lien n'est pas valide ou a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien.",
    nl: 'Deze link is ongeldig of verlopen. Schrijf u opnieuw in om een nieuwe link te ontvangen.',
  },
  too_many_newsletter_sign_ups: {
    fr: "Trop d'inscriptions depuis cette adresse ou pour cet e-mail. Merci de réessayer plus tard.",
    nl: 'Te veel inschrijvingen vanaf dit adres of voor dit e-mailadres. Probeer het later opnieuw.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;
