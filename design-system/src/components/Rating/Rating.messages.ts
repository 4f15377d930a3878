import { defineMessages } from '../../i18n/defineMessages.ts';

export const ratingMessages = defineMessages({
  fr: {
    summary: 'Note {score} sur {max}, {count} avis',
    summaryNoCount: 'Note {score} sur {max}',
    reviews: '{count} avis',
    reviewsOne: '{count} avis',
  },
  nl: {
    summary: 'Score {score} op {max}, {count} beoordelingen',
    summaryNoCount: 'Score {score} op {max}',
    reviews: '{count} beoordelingen',
    reviewsOne: '{count} beoordeling',
  },
});
