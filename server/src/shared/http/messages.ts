import type { Locale } from '@gamelle/contract';
import { couponRefusalMessages } from '@gamelle/contract/cart/coupons';

// Messages of the server's own business-rule violations, in both shop languages. The violation's `code` is what
// the storefront translates by; these texts are for API users and the raw-message fallback of spec §8.
const texts = {
  out_of_stock: { fr: 'Ce produit est en rupture de stock.', nl: 'Dit product is niet op voorraad.' },
  insufficient_stock: {
    fr: 'Tout le stock disponible de ce produit est déjà dans votre panier.',
    nl: 'De volledige beschikbare voorraad van dit product zit al in uw winkelmand.',
  },
  unknown_variant: { fr: "Ce produit n'existe pas.", nl: 'Dit product bestaat niet.' },
  coupon_already_applied: {
    fr: 'Un code promo est déjà appliqué à ce panier.',
    nl: 'Er is al een promotiecode op deze winkelmand toegepast.',
  },
  email_already_used: { fr: 'Cette adresse e-mail est déjà utilisée.', nl: 'Dit e-mailadres is al in gebruik.' },
  wrong_password: { fr: 'Votre mot de passe est incorrect.', nl: 'Uw wachtwoord is onjuist.' },
  invalid_google_token: {
    fr: "La connexion avec Google n'a pas pu être vérifiée.",
    nl: 'De aanmelding met Google kon niet worden gecontroleerd.',
  },
  invalid_bot_check: {
    fr: 'La vérification anti-robot a échoué. Merci de réessayer.',
    nl: 'De controle tegen robots is mislukt. Probeer het opnieuw.',
  },
  invalid_customer: {
    fr: 'Ce client ne peut pas être associé à ce panier.',
    nl: 'Deze klant kan niet aan deze winkelmand worden gekoppeld.',
  },
  invalid_address: { fr: "Cette adresse n'existe pas.", nl: 'Dit adres bestaat niet.' },
  too_many_logins: {
    fr: 'Trop de tentatives de connexion ont échoué. Merci de réessayer plus tard.',
    nl: 'Te veel mislukte aanmeldpogingen. Probeer het later opnieuw.',
  },
  too_many_registrations: {
    fr: 'Trop de créations de compte depuis cette adresse ou pour cet e-mail. Merci de réessayer plus tard.',
    nl: 'Te veel accounts aangemaakt vanaf dit adres of voor dit e-mailadres. Probeer het later opnieuw.',
  },
  too_many_reset_requests: {
    fr: 'Trop de demandes de réinitialisation du mot de passe. Merci de réessayer plus tard.',
    nl: 'Te veel aanvragen om het wachtwoord opnieuw in te stellen. Probeer het later opnieuw.',
  },
  ...couponRefusalMessages,
} as const satisfies Record<string, Record<Locale, string>>;

export type ServerMessage = keyof typeof texts;

export function serverMessage(locale: Locale, key: ServerMessage): string {
  return texts[key][locale];
}
