import { defineMessages } from '../shared/index.ts';

/** The header's cart button: the only cart strings every page's first load carries (issue 19). */
export const miniCartMessages = defineMessages(
  {
    miniCartLabel: 'Panier',
    miniCartCount: (count: number) => (count === 0 ? ', vide' : `, ${count} article${count > 1 ? 's' : ''}`),
  },
  {
    miniCartLabel: 'Winkelmand',
    miniCartCount: (count: number) => (count === 0 ? ', leeg' : `, ${count} artikel${count > 1 ? 'en' : ''}`),
  },
);
