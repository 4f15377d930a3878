import { defineMessages } from '../../i18n/defineMessages.ts';

export const productCardMessages = defineMessages({
  fr: { subscription: 'en abonnement', price: 'Prix' },
  nl: { subscription: 'met abonnement', price: 'Prijs' },
});
