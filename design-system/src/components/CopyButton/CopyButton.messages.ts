import { defineMessages } from '../../i18n/defineMessages.ts';

export const copyButtonMessages = defineMessages({
  fr: { copy: 'Copier', copied: 'Copié', failed: 'Copie impossible' },
  nl: { copy: 'Kopiëren', copied: 'Gekopieerd', failed: 'Kopiëren mislukt' },
});
