import { defineMessages } from '../../i18n/defineMessages.ts';

export const comboboxMessages = defineMessages({
  fr: {
    showSuggestions: 'Afficher les suggestions',
    noResults: 'Aucun résultat',
    loading: 'Chargement…',
  },
  nl: {
    showSuggestions: 'Suggesties tonen',
    noResults: 'Geen resultaten',
    loading: 'Laden…',
  },
});
