import { defineMessages } from '../shared/index.ts';

export const searchMessages = defineMessages(
  {
    seoTitle: 'Rechercher',
    seoTitleFor: (q: string) => `Recherche «\u00a0${q}\u00a0»`,
    seoDescription: 'Recherchez parmi nos croquettes, pâtées, catégories et articles.',
    title: 'Rechercher',
    label: 'Que cherchez-vous\u00a0?',
    submit: 'Rechercher',
    suggestions: 'Suggestions',
    resultsFor: (q: string, count: number) => `${count} résultat${count > 1 ? 's' : ''} pour «\u00a0${q}\u00a0»`,
    articles: 'Articles',
    categories: 'Catégories',
    products: 'Produits',
    none: 'Aucun résultat. Vérifiez l’orthographe ou essayez un autre mot.',
    recommended: 'Nos recommandations',
    moreProducts: (shown: number, total: number) =>
      `Les ${shown} produits les plus proches de votre recherche sont affichés sur ${total}. Précisez-la pour voir les autres.`,
  },
  {
    seoTitle: 'Zoeken',
    seoTitleFor: (q: string) => `Zoeken naar "${q}"`,
    seoDescription: 'Zoek in onze brokken, natvoer, categorieën en artikels.',
    title: 'Zoeken',
    label: 'Wat zoekt u?',
    submit: 'Zoeken',
    suggestions: 'Suggesties',
    resultsFor: (q: string, count: number) => `${count} resultat${count === 1 ? '' : 'en'} voor "${q}"`,
    articles: 'Artikels',
    categories: 'Categorieën',
    products: 'Producten',
    none: 'Geen resultaten. Controleer de spelling of probeer een ander woord.',
    recommended: 'Onze aanbevelingen',
    moreProducts: (shown: number, total: number) =>
      `De ${shown} producten die het best bij uw zoekopdracht passen, van de ${total}. Verfijn uw zoekopdracht om de andere te zien.`,
  },
);
