import { defineMessages } from '../shared/index.ts';

/**
 * What every page's footer says of the newsletter before its form (which loads on its own, with the rest of the
 * newsletter's texts in newsletter-messages.ts): the shell carries these two only.
 */
export const newsletterFooterMessages = defineMessages(
  {
    title: 'Newsletter',
    pitch: (amount: string) =>
      `Nos conseils nutrition, nos nouveautés et ${amount} offerts sur votre première commande.`,
  },
  {
    title: 'Nieuwsbrief',
    pitch: (amount: string) => `Onze voedingstips, onze nieuwigheden en ${amount} korting op uw eerste bestelling.`,
  },
);
