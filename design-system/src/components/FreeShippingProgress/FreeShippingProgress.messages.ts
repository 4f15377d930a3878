import { defineMessages } from '../../i18n/defineMessages.ts';

export const freeShippingProgressMessages = defineMessages({
  fr: {
    name: 'Livraison offerte',
    remaining: 'Plus que {amount} pour la livraison offerte',
    reached: 'La livraison vous est offerte\u00a0!',
  },
  nl: {
    name: 'Gratis levering',
    remaining: 'Nog {amount} voor gratis levering',
    reached: 'Uw levering is gratis!',
  },
});
