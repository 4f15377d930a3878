import { defineMessages } from '../../i18n/defineMessages.ts';

export const phoneFieldMessages = defineMessages({
  fr: {
    country: 'Pays de l’indicatif',
    FR: 'France',
    BE: 'Belgique',
    DE: 'Allemagne',
    IT: 'Italie',
    LU: 'Luxembourg',
  },
  nl: {
    country: 'Land van het landnummer',
    FR: 'Frankrijk',
    BE: 'België',
    DE: 'Duitsland',
    IT: 'Italië',
    LU: 'Luxemburg',
  },
});
