import { defineMessages } from '../../i18n/defineMessages.ts';

export const birthdayFieldMessages = defineMessages({
  fr: {
    date: 'Date de naissance',
    years: 'Années',
    months: 'Mois',
    useAge: 'Je ne connais pas la date\u00a0: indiquer l’âge',
    useDate: 'Indiquer la date de naissance',
  },
  nl: {
    date: 'Geboortedatum',
    years: 'Jaren',
    months: 'Maanden',
    useAge: 'Datum onbekend: leeftijd opgeven',
    useDate: 'Geboortedatum opgeven',
  },
});
