import { defineMessages } from '../../i18n/defineMessages.ts';

export const priceMessages = defineMessages({
  fr: {
    free: 'Gratuit',
    insteadOf: 'au lieu de',
    unavailable: 'Prix indisponible',
  },
  nl: {
    free: 'Gratis',
    insteadOf: 'in plaats van',
    unavailable: 'Prijs niet beschikbaar',
  },
});
