import { defineMessages } from '../shared/index.ts';

export const faqMessages = defineMessages(
  {
    seoDescription: 'Commande, livraison, abonnement, alimentation\u00a0: les réponses à vos questions sur Gamelle.',
    searchLabel: 'Rechercher dans la FAQ',
    searchHint: 'Par exemple\u00a0: livraison, abonnement, résilier',
    search: 'Rechercher',
    resultsFor: (q: string, n: number) =>
      n === 0 ? `Aucune réponse pour «\u00a0${q}\u00a0»` : `${n} réponse${n > 1 ? 's' : ''} pour «\u00a0${q}\u00a0»`,
    noneHint: 'Vérifiez l’orthographe, essayez un autre mot, ou parcourez les thèmes ci-dessous.',
    themes: 'Tous les thèmes',
    clear: 'Voir toutes les questions',
  },
  {
    seoDescription: 'Bestellen, levering, abonnement, voeding: de antwoorden op uw vragen over Gamelle.',
    searchLabel: 'Zoeken in de FAQ',
    searchHint: 'Bijvoorbeeld: levering, abonnement, opzeggen',
    search: 'Zoeken',
    resultsFor: (q: string, n: number) =>
      n === 0 ? `Geen antwoorden voor "${q}"` : `${n} antwoord${n > 1 ? 'en' : ''} voor "${q}"`,
    noneHint: 'Controleer de spelling, probeer een ander woord of bekijk de thema’s hieronder.',
    themes: 'Alle thema’s',
    clear: 'Alle vragen bekijken',
  },
);
