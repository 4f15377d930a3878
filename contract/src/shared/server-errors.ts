// Every code the server sends of its own (beyond the form codes of error-codes.ts, which its schema checks
// produce): the union of each domain's errors.ts, with the FR and NL texts it sends. server/test/error-codes.test.ts
// walks the server's code to prove it sends no other.
import { cartErrorTexts } from '../cart/errors.ts';
import { catalogueErrorTexts } from '../catalogue/errors.ts';
import { customerErrorTexts } from '../customer/errors.ts';
import { checkoutErrorTexts } from '../checkout/errors.ts';
import { petErrorTexts } from '../pet/errors.ts';
import { subscriptionErrorTexts, webViewErrorTexts } from '../subscription/errors.ts';
import { newsletterErrorTexts } from '../service/newsletter.ts';
import { contactErrorTexts } from '../service/contact-subjects.ts';
import { sponsorshipErrorTexts } from '../sponsorship/errors.ts';
import type { Locale } from './locales.ts';

/** Refusals of any call (issue 21). */
const httpErrorTexts = {
  unsupported_media_type: {
    fr: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
    nl: 'De inhoud van het verzoek moet als JSON worden verzonden (Content-Type: application/json).',
  },
  /** 500: anything unforeseen (spec's generic error text); the body keeps Sylius' `{ code, message }` shape. */
  internal_error: {
    fr: 'Une erreur est survenue',
    nl: 'Er is een fout opgetreden',
  },
  /** 400: a path or query whose percent-encoding is malformed. */
  malformed_url: {
    fr: 'L’adresse de la requête est mal encodée.',
    nl: 'Het adres van het verzoek is verkeerd gecodeerd.',
  },
  /** 503: the database refused a transaction to be retried (a deadlock, a lock still held); nothing was written. */
  busy_retry: {
    fr: 'Le service est momentanément très sollicité. Merci de réessayer dans un instant.',
    nl: 'Onze dienst is op dit moment erg druk. Probeer het zo meteen opnieuw.',
  },
} as const;

export const serverErrorTexts = {
  ...httpErrorTexts,
  ...cartErrorTexts,
  ...catalogueErrorTexts,
  ...customerErrorTexts,
  ...checkoutErrorTexts,
  ...petErrorTexts,
  ...subscriptionErrorTexts,
  ...webViewErrorTexts,
  ...newsletterErrorTexts,
  ...contactErrorTexts,
  ...sponsorshipErrorTexts,
} as const;

export type ServerErrorCode = keyof typeof serverErrorTexts;

export const SERVER_ERROR_CODES = Object.keys(serverErrorTexts) as ServerErrorCode[];

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && Object.hasOwn(serverErrorTexts, value);
}

export function serverErrorText(locale: Locale, code: ServerErrorCode): string {
  return serverErrorTexts[code][locale];
}
