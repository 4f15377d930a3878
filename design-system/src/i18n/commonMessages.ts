import { defineMessages } from './defineMessages.ts';

/** Strings shared by several components; a component's own strings live in its `Component.messages.ts`. */
export const commonMessages = defineMessages({
  fr: {
    close: 'Fermer',
    loading: 'Chargement…',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    dismiss: 'Masquer',
  },
  nl: {
    close: 'Sluiten',
    loading: 'Laden…',
    opensInNewTab: '(opent in een nieuw tabblad)',
    dismiss: 'Verbergen',
  },
});
