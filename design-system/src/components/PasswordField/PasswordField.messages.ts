import { defineMessages } from '../../i18n/defineMessages.ts';

export const passwordFieldMessages = defineMessages({
  fr: { showPassword: 'Afficher le mot de passe' },
  nl: { showPassword: 'Wachtwoord tonen' },
});
