import { defineMessages } from '../../i18n/defineMessages.ts';

export const carouselMessages = defineMessages({
  fr: {
    carousel: 'carrousel',
    slide: 'diapositive',
    slideName: '{index} sur {count}',
    stop: 'Arrêter le défilement automatique',
    start: 'Démarrer le défilement automatique',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
  },
  nl: {
    carousel: 'carrousel',
    slide: 'dia',
    slideName: '{index} van {count}',
    stop: 'Automatisch afspelen stoppen',
    start: 'Automatisch afspelen starten',
    previous: 'Vorige dia',
    next: 'Volgende dia',
  },
});
