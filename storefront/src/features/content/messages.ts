import { defineMessages } from '../shared/index.ts';

export const contentMessages = defineMessages(
  {
    backToShop: 'Gamelle, retour à la boutique',
    modalLoading: 'Chargement…',
    modalError: 'Une erreur est survenue',
  },
  {
    backToShop: 'Gamelle, terug naar de winkel',
    modalLoading: 'Laden…',
    modalError: 'Er is een fout opgetreden',
  },
);
