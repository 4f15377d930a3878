import { defineMessages } from '../shared/index.ts';

/** The strings every page carries: the campaign banner and the footer's consent link (the rest loads later). */
export const bannerMessages = defineMessages(
  { bannerLabel: 'Annonce', bannerClose: 'Fermer l’annonce', consentReopen: 'Gérer mes cookies' },
  { bannerLabel: 'Aankondiging', bannerClose: 'Aankondiging sluiten', consentReopen: 'Mijn cookies beheren' },
);
