import { defineMessages } from '../shared/index.ts';

/** The footer's strings (its tagline in the shell with it, the legal links' with FooterLinks.tsx). */
export const footerMessages = defineMessages(
  {
    footerLegal: 'Informations légales',
    footerTagline: 'Croquettes et pâtées fabriquées en France, livrées chez vous.',
  },
  {
    footerLegal: 'Juridische informatie',
    footerTagline: 'Brokken en natvoer gemaakt in Frankrijk, bij u thuis geleverd.',
  },
);
