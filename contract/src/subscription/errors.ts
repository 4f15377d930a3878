// Codes of the subscription calls' own refusals, with the texts the server sends in both shop languages.
import type { Locale } from '../shared/locales.ts';
import { subscriptionLockedText } from './locked.ts';

export const subscriptionErrorTexts = {
  // Spec §4/§8: past the cut-off the next order is locked (locked.ts).
  subscription_locked: subscriptionLockedText,
  subscription_not_found: { fr: 'Abonnement introuvable.', nl: 'Abonnement niet gevonden.' },
  subscription_closed: {
    fr: 'Cet abonnement est arrêté : il ne peut plus être modifié.',
    nl: 'Dit abonnement is stopgezet: het kan niet meer worden gewijzigd.',
  },
  shipping_date_too_soon: {
    fr: 'Choisissez une date au moins 4 jours après aujourd’hui, pour que nous puissions préparer la commande.',
    nl: 'Kies een datum minstens 4 dagen na vandaag, zodat we de bestelling kunnen voorbereiden.',
  },
  shipping_date_too_late: {
    fr: 'Choisissez une date dans les 5 prochains mois.',
    nl: 'Kies een datum binnen de komende 5 maanden.',
  },
  payment_method_unknown: {
    fr: 'Ce moyen de paiement n’est pas enregistré sur votre compte.',
    nl: 'Deze betaalmethode is niet op uw account geregistreerd.',
  },
  payment_method_expired: {
    fr: 'Cette carte est expirée : choisissez-en une autre.',
    nl: 'Deze kaart is vervallen: kies een andere.',
  },
  address_unknown: {
    fr: 'Cette adresse n’est pas dans votre carnet d’adresses.',
    nl: 'Dit adres staat niet in uw adresboek.',
  },
  ship_now_unconfirmed: {
    fr: 'Confirmez l’envoi immédiat : la commande sera expédiée et débitée sous 24 heures ouvrées.',
    nl: 'Bevestig de onmiddellijke verzending: de bestelling wordt binnen 24 werkuren verzonden en gedebiteerd.',
  },
  request_already_open: {
    fr: 'Une demande de résiliation est déjà en cours pour cet abonnement : notre service abonnement vous recontacte.',
    nl: 'Er loopt al een opzeggingsverzoek voor dit abonnement: onze abonnementendienst neemt contact met u op.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type SubscriptionErrorCode = keyof typeof subscriptionErrorTexts;

export function subscriptionErrorText(locale: Locale, code: SubscriptionErrorCode): string {
  return subscriptionErrorTexts[code][locale];
}

/** Answered with a cancellation request made before the second delivery (spec §9: minimum 2 deliveries). */
export const minimumDeliveriesNotice = {
  fr: 'Un abonnement comprend au moins 2 livraisons : votre demande est enregistrée et notre service abonnement vous recontacte pour convenir de la suite.',
  nl: 'Een abonnement omvat minstens 2 leveringen: uw verzoek is geregistreerd en onze abonnementendienst neemt contact met u op om het vervolg af te spreken.',
} as const satisfies Record<Locale, string>;

/**
 * The web-view payment change (issue 15): its link is signed, lives 10 minutes and opens once; the session it
 * opens lives 30 minutes. Each refusal says what happened and what to do (open it again from the app).
 */
export const webViewErrorTexts = {
  web_view_link_invalid: {
    fr: 'Ce lien de modification du moyen de paiement n’est pas valide. Rouvrez la page depuis l’application Gamelle.',
    nl: 'Deze link om uw betaalmethode te wijzigen is niet geldig. Open de pagina opnieuw vanuit de Gamelle-app.',
  },
  web_view_link_expired: {
    fr: 'Ce lien a expiré : il n’est valable que 10 minutes. Rouvrez la page depuis l’application Gamelle.',
    nl: 'Deze link is verlopen: hij is maar 10 minuten geldig. Open de pagina opnieuw vanuit de Gamelle-app.',
  },
  web_view_link_used: {
    fr: 'Ce lien a déjà été utilisé : il ne s’ouvre qu’une fois. Rouvrez la page depuis l’application Gamelle.',
    nl: 'Deze link is al gebruikt: hij werkt maar één keer. Open de pagina opnieuw vanuit de Gamelle-app.',
  },
  web_view_session_expired: {
    fr: 'Votre session de modification a expiré. Rouvrez la page depuis l’application Gamelle.',
    nl: 'Uw wijzigingssessie is verlopen. Open de pagina opnieuw vanuit de Gamelle-app.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type WebViewErrorCode = keyof typeof webViewErrorTexts;

export function webViewErrorText(locale: Locale, code: WebViewErrorCode): string {
  return webViewErrorTexts[code][locale];
}
