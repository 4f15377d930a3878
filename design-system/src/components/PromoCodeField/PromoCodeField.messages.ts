import { defineMessages } from '../../i18n/defineMessages.ts';

export const promoCodeFieldMessages = defineMessages({
  fr: {
    label: 'Code promo',
    apply: 'Appliquer',
    applied: 'Code {code} appliqué',
    remove: 'Retirer',
    removeCode: 'Retirer le code {code}',
  },
  nl: {
    label: 'Promotiecode',
    apply: 'Toepassen',
    applied: 'Code {code} toegepast',
    remove: 'Verwijderen',
    removeCode: 'Code {code} verwijderen',
  },
});
