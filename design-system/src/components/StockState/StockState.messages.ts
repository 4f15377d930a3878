import { defineMessages } from '../../i18n/defineMessages.ts';

export const stockStateMessages = defineMessages({
  fr: {
    in_stock: 'En stock',
    out_of_stock: 'Rupture de stock',
    discontinued: 'Définitivement arrêté',
    unavailable: 'Indisponible',
    back_soon: 'Bientôt de retour',
    back_on: 'De retour le {date}',
    no_longer_sold: 'Plus commercialisé',
  },
  nl: {
    in_stock: 'Op voorraad',
    out_of_stock: 'Niet op voorraad',
    discontinued: 'Definitief stopgezet',
    unavailable: 'Niet beschikbaar',
    back_soon: 'Binnenkort terug',
    back_on: 'Terug op {date}',
    no_longer_sold: 'Niet meer verkrijgbaar',
  },
});
