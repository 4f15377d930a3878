import { defineMessages } from '../../i18n/defineMessages.ts';

export const fieldMessages = defineMessages({
  fr: { required: '(obligatoire)' },
  nl: { required: '(verplicht)' },
});
