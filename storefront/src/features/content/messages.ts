import { defineMessages } from '../shared/index.ts';

export const contentMessages = defineMessages(
  { backToShop: 'Gamelle, retour à la boutique' },
  { backToShop: 'Gamelle, terug naar de winkel' },
);
