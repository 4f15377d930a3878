// Each alert of a subscription with what the customer can do about it (spec §4/§8), FR and NL: the server's
// subscription answer and the mocks' read the same texts.
import type { Locale } from '../shared/locales.ts';
import type { SUBSCRIPTION_ALERT_CODES } from './schema.ts';

export type SubscriptionAlertCode = (typeof SUBSCRIPTION_ALERT_CODES)[number];

const months = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
} as const;

/** The alert's message and its action's label in a locale; `card` is the card's expiry (for the month it ends). */
export function subscriptionAlertText(
  code: SubscriptionAlertCode,
  locale: Locale,
  card: { expMonth: number; expYear: number } | undefined,
): { message: string; action: 'change_payment_method' | 'change_delivery' | 'contact'; actionLabel: string } {
  const month = card ? `${months[locale][card.expMonth - 1]} ${card.expYear}` : '';
  const fr = locale === 'fr';
  switch (code) {
    case 'card_expired':
      return {
        message: fr ? 'Votre carte bancaire est expirée.' : 'Uw bankkaart is vervallen.',
        action: 'change_payment_method',
        actionLabel: fr ? 'Changer de carte' : 'Kaart wijzigen',
      };
    case 'card_expires_end_of_month':
      return {
        message: fr ? `Votre carte bancaire expire fin ${month}.` : `Uw bankkaart vervalt eind ${month}.`,
        action: 'change_payment_method',
        actionLabel: fr ? 'Changer de carte' : 'Kaart wijzigen',
      };
    case 'no_payment_method':
      return {
        message: fr
          ? 'Aucune carte n’est enregistrée pour cet abonnement.'
          : 'Er is geen kaart geregistreerd voor dit abonnement.',
        action: 'change_payment_method',
        actionLabel: fr ? 'Ajouter une carte' : 'Kaart toevoegen',
      };
    case 'pickup_point_inactive':
      return {
        message: fr ? 'Votre point relais n’est plus disponible.' : 'Uw afhaalpunt is niet meer beschikbaar.',
        action: 'change_delivery',
        actionLabel: fr ? 'Choisir un autre point relais' : 'Een ander afhaalpunt kiezen',
      };
    case 'product_unavailable':
      return {
        message: fr
          ? 'Un produit de votre abonnement est indisponible.'
          : 'Een product van uw abonnement is niet beschikbaar.',
        action: 'contact',
        actionLabel: fr ? 'Contacter le service abonnement' : 'Contact opnemen met de abonnementendienst',
      };
    case 'invalid_carrier':
      return {
        message: fr
          ? 'Le mode de livraison de votre abonnement n’est plus proposé pour cette adresse.'
          : 'De verzendwijze van uw abonnement wordt voor dit adres niet meer aangeboden.',
        action: 'change_delivery',
        actionLabel: fr ? 'Changer de mode de livraison' : 'Verzendwijze wijzigen',
      };
    case 'promotion_invalid':
      return {
        message: fr
          ? 'La promotion de votre abonnement n’est plus valable.'
          : 'De promotie van uw abonnement is niet meer geldig.',
        action: 'contact',
        actionLabel: fr ? 'Contacter le service abonnement' : 'Contact opnemen met de abonnementendienst',
      };
  }
}
