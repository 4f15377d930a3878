// Each alert of a subscription with what the customer can do about it (spec §4/§8), FR and NL: the server's
// subscription answer and the mocks' read the same texts.
import type { Locale } from '../shared/locales.ts';
import { interpolate } from '../shared/messages.ts';
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

type AlertAction = 'change_payment_method' | 'change_delivery' | 'contact';

const changeCard = { fr: 'Changer de carte', nl: 'Kaart wijzigen' } as const;
const contactService = {
  fr: 'Contacter le service abonnement',
  nl: 'Contact opnemen met de abonnementendienst',
} as const;

/** Each alert's message and its action with the action's label; `{month}` is the month the card ends in. */
export const subscriptionAlertTexts = {
  card_expired: {
    message: { fr: 'Votre carte bancaire est expirée.', nl: 'Uw bankkaart is vervallen.' },
    action: 'change_payment_method',
    actionLabel: changeCard,
  },
  card_expires_end_of_month: {
    message: { fr: 'Votre carte bancaire expire fin {month}.', nl: 'Uw bankkaart vervalt eind {month}.' },
    action: 'change_payment_method',
    actionLabel: changeCard,
  },
  no_payment_method: {
    message: {
      fr: 'Aucune carte n’est enregistrée pour cet abonnement.',
      nl: 'Er is geen kaart geregistreerd voor dit abonnement.',
    },
    action: 'change_payment_method',
    actionLabel: { fr: 'Ajouter une carte', nl: 'Kaart toevoegen' },
  },
  pickup_point_inactive: {
    message: { fr: 'Votre point relais n’est plus disponible.', nl: 'Uw afhaalpunt is niet meer beschikbaar.' },
    action: 'change_delivery',
    actionLabel: { fr: 'Choisir un autre point relais', nl: 'Een ander afhaalpunt kiezen' },
  },
  product_unavailable: {
    message: {
      fr: 'Un produit de votre abonnement est indisponible.',
      nl: 'Een product van uw abonnement is niet beschikbaar.',
    },
    action: 'contact',
    actionLabel: contactService,
  },
  invalid_carrier: {
    message: {
      fr: 'Le mode de livraison de votre abonnement n’est plus proposé pour cette adresse.',
      nl: 'De verzendwijze van uw abonnement wordt voor dit adres niet meer aangeboden.',
    },
    action: 'change_delivery',
    actionLabel: { fr: 'Changer de mode de livraison', nl: 'Verzendwijze wijzigen' },
  },
  promotion_invalid: {
    message: {
      fr: 'La promotion de votre abonnement n’est plus valable.',
      nl: 'De promotie van uw abonnement is niet meer geldig.',
    },
    action: 'contact',
    actionLabel: contactService,
  },
} as const satisfies Record<
  SubscriptionAlertCode,
  { message: Record<Locale, string>; action: AlertAction; actionLabel: Record<Locale, string> }
>;

/** The alert's message and its action's label in a locale; `card` is the card's expiry (for the month it ends). */
export function subscriptionAlertText(
  code: SubscriptionAlertCode,
  locale: Locale,
  card: { expMonth: number; expYear: number } | undefined,
): { message: string; action: AlertAction; actionLabel: string } {
  const texts = subscriptionAlertTexts[code];
  const month = card ? `${months[locale][card.expMonth - 1]} ${card.expYear}` : '';
  return {
    message: interpolate(texts.message[locale], { month }),
    action: texts.action,
    actionLabel: texts.actionLabel[locale],
  };
}
