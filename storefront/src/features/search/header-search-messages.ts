import { defineMessages } from '../shared/index.ts';

/** The header's search suggestions (loaded with them, on the search box's first focus). */
export const headerSearchMessages = defineMessages(
  {
    suggestions: 'Suggestions de recherche',
    products: 'Produits',
    categories: 'Catégories',
    allResults: (q: string) => `Voir tous les résultats pour «\u00a0${q}\u00a0»`,
    fromPrice: 'dès',
    count: (count: number) =>
      count === 0
        ? 'Aucune suggestion'
        : `${count} suggestion${count > 1 ? 's' : ''}, flèches haut et bas pour les parcourir`,
    loading: 'Recherche en cours…',
  },
  {
    suggestions: 'Zoeksuggesties',
    products: 'Producten',
    categories: 'Categorieën',
    allResults: (q: string) => `Alle resultaten voor ‘${q}’ bekijken`,
    fromPrice: 'vanaf',
    count: (count: number) =>
      count === 0
        ? 'Geen suggesties'
        : `${count} suggestie${count > 1 ? 's' : ''}, blader met de pijltjes omhoog en omlaag`,
    loading: 'Bezig met zoeken…',
  },
);
