// Spec §4/§8: past the cut-off the next order is locked; the customer is told to contact the subscription service.
// A module of its own: the subscription page shows this text without the other refusals' (errors.ts, issue 19).
import type { Locale } from '../shared/locales.ts';

export const subscriptionLockedText = {
  fr: 'Votre prochaine commande est en préparation et ne peut plus être modifiée. Contactez le service abonnement pour toute demande.',
  nl: 'Uw volgende bestelling wordt voorbereid en kan niet meer worden gewijzigd. Neem voor elke vraag contact op met de abonnementendienst.',
} as const satisfies Record<Locale, string>;
