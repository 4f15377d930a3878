import { defineMessages } from '../shared/index.ts';

/** The names of the campaign slots of product and category pages (in those pages' chunks only). */
export const slotMessages = defineMessages(
  { offerLabel: 'Offre du moment', pushLabel: 'À découvrir' },
  { offerLabel: 'Actie van het moment', pushLabel: 'Ontdek ook' },
);
