import { defineMessages } from '../../i18n/defineMessages.ts';

export const subscriptionAlertMessages = defineMessages({
  fr: {
    card_expired_title: 'Votre carte bancaire a expiré',
    card_expired_body: 'Mettez à jour votre moyen de paiement pour que votre prochaine commande soit expédiée.',
    card_expiring_title: 'Votre carte bancaire expire fin {month}',
    card_expiring_body: 'Pensez à la mettre à jour avant votre prochaine livraison.',
    relay_point_inactive_title: 'Votre point relais n’est plus actif',
    relay_point_inactive_body: 'Choisissez un autre point relais ou la livraison à domicile.',
    promotion_invalid_title: 'Votre promotion n’est plus valable',
    promotion_invalid_body: 'Elle ne s’appliquera pas à vos prochaines commandes.',
    product_unavailable_title: 'Un produit de votre abonnement est indisponible',
    product_unavailable_body: 'Remplacez-le ou retirez-le de votre abonnement pour que votre commande parte.',
    product_unavailable_named_body: '{product} est indisponible\u00a0: remplacez-le ou retirez-le de votre abonnement.',
    carrier_invalid_title: 'Votre transporteur n’est plus disponible',
    carrier_invalid_body: 'Choisissez un autre mode de livraison pour vos prochaines commandes.',
  },
  nl: {
    card_expired_title: 'Uw bankkaart is vervallen',
    card_expired_body: 'Werk uw betaalmethode bij zodat uw volgende bestelling verzonden wordt.',
    card_expiring_title: 'Uw bankkaart vervalt eind {month}',
    card_expiring_body: 'Werk ze bij vóór uw volgende levering.',
    relay_point_inactive_title: 'Uw afhaalpunt is niet meer actief',
    relay_point_inactive_body: 'Kies een ander afhaalpunt of levering aan huis.',
    promotion_invalid_title: 'Uw promotie is niet meer geldig',
    promotion_invalid_body: 'Ze wordt niet toegepast op uw volgende bestellingen.',
    product_unavailable_title: 'Een product van uw abonnement is niet beschikbaar',
    product_unavailable_body: 'Vervang of verwijder het uit uw abonnement zodat uw bestelling vertrekt.',
    product_unavailable_named_body: '{product} is niet beschikbaar: vervang of verwijder het uit uw abonnement.',
    carrier_invalid_title: 'Uw vervoerder is niet meer beschikbaar',
    carrier_invalid_body: 'Kies een andere verzendwijze voor uw volgende bestellingen.',
  },
});
