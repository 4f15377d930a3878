import { defineMessages } from '../../lib/i18n/messages.ts';

export const contentMessages = defineMessages(
  { backToShop: 'Gamelle, retour à la boutique' },
  { backToShop: 'Gamelle, terug naar de winkel' },
);
