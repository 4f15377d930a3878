import { defineMessages } from '../../i18n/defineMessages.ts';

export const shopHoursTagMessages = defineMessages({
  fr: {
    open_until: 'Ouvert jusqu’à {time}',
    closes_in: 'Ferme dans {minutes} min',
    opens_in: 'Ouvre dans {minutes} min',
    opens_today: 'Fermé · ouvre aujourd’hui à {time}',
    opens_tomorrow: 'Fermé · ouvre demain à {time}',
    opens_on: 'Fermé · ouvre {day} à {time}',
    closed: 'Fermé',
    special_closure_day: 'Fermeture exceptionnelle le {from}',
    special_closure_range: 'Fermeture exceptionnelle du {from} au {to}',
    special_opening_day: 'Ouverture exceptionnelle le {from}',
    special_opening_range: 'Ouverture exceptionnelle du {from} au {to}',
    midnight: 'minuit',
  },
  nl: {
    open_until: 'Open tot {time}',
    closes_in: 'Sluit over {minutes} min',
    opens_in: 'Opent over {minutes} min',
    opens_today: 'Gesloten · opent vandaag om {time}',
    opens_tomorrow: 'Gesloten · opent morgen om {time}',
    opens_on: 'Gesloten · opent {day} om {time}',
    closed: 'Gesloten',
    special_closure_day: 'Uitzonderlijk gesloten op {from}',
    special_closure_range: 'Uitzonderlijk gesloten van {from} tot {to}',
    special_opening_day: 'Uitzonderlijk open op {from}',
    special_opening_range: 'Uitzonderlijk open van {from} tot {to}',
    midnight: 'middernacht',
  },
});
