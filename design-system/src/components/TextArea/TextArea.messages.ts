import { defineMessages } from '../../i18n/defineMessages.ts';

export const textAreaMessages = defineMessages({
  fr: {
    characterCount: '{count} / {max} caractères',
  },
  nl: {
    characterCount: '{count} / {max} tekens',
  },
});
