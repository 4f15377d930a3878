import { defineMessages } from '../../i18n/defineMessages.ts';

export const loadingBarMessages = defineMessages({
  fr: { label: 'Chargement de la page' },
  nl: { label: 'Pagina wordt geladen' },
});
