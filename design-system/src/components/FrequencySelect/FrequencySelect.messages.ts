import { defineMessages } from '../../i18n/defineMessages.ts';

export const frequencySelectMessages = defineMessages({
  fr: { label: 'Fréquence de livraison' },
  nl: { label: 'Leveringsfrequentie' },
});
