import { defineMessages } from '../../i18n/defineMessages.ts';

export const toastMessages = defineMessages({
  fr: { region: 'Notifications', close: 'Fermer la notification' },
  nl: { region: 'Meldingen', close: 'Melding sluiten' },
});
