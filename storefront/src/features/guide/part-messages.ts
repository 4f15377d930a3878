import { defineMessages, useMessages } from '../shared/index.ts';
import { guideMessages } from './messages.ts';

// The texts only the guides' parts show (the steps after the profile, the ration, the way to the cart: chunks of
// their own, guide-parts.ts and add-to-cart-part.ts), out of the step pages' first load (issue 19). French first;
// the Dutch as in messages.ts.
export const guidePartMessages = defineMessages(
  {
    seeMenu: 'Voir le menu',
    meals_three_times_a_week: 'Trois fois par semaine',
    meals_three_times_a_week_hint: 'De la pâtée trois jours sur sept, des croquettes seules les autres jours.',
    meals_every_day: 'Tous les jours',
    meals_every_day_hint: 'Un repas de pâtée chaque jour, à côté de ses croquettes.',
    mealsLabel: 'Fréquence de la pâtée',
    chooseMeals: 'Choisissez la fréquence de la pâtée.',
    kibbleLabel: 'Ses croquettes',
    recipesLabel: (max: number) => `Ses recettes en pâtée (jusqu’à ${max})`,
    recipesCount: (n: number, max: number) => `${n} sur ${max} choisies`,
    suggested: 'Conseillées pour lui',
    chooseRecipe: 'Choisissez au moins une recette.',
    tooManyRecipes: (max: number) => `Vous pouvez choisir jusqu’à ${max} recettes.`,
    chooseKibble: 'Choisissez ses croquettes.',
    kibbleOnDryDays: (grams: number) => `${grams} g de croquettes les jours sans pâtée`,
    kibbleOnWetDays: (grams: number) => `${grams} g de croquettes les jours avec pâtée`,
    recipePerWetDay: (grams: number) => `${grams} g par repas de pâtée`,
    recipeDays: (days: string) => `servie ${days} jour(s) par semaine`,
    packLasts: (pack: string, days: number) => `Un format ${pack} dure environ ${days} jours.`,
    noSuggestedFrequency: 'Ce format dure moins de 3 semaines\u00a0: choisissez la fréquence qui vous convient.',
    seeProduct: (name: string) => `Voir la fiche ${name}`,
    purchaseMode: 'Mode d’achat',
    buyOnce: 'Achat unique',
    subscribe: 'Abonnement',
    subscriptionTerms: (percent: number, deliveries: number) =>
      `−${percent} % sur chaque commande, ${deliveries} livraisons minimum`,
    frequency: 'Fréquence de livraison',
    format: 'Format',
    addToCart: 'Ajouter au panier',
    added: 'Ajouté à votre panier.',
    viewCart: 'Voir mon panier',
    checksTitle: 'Nous ne pouvons pas vous conseiller ce menu',
    toKibbleGuide: 'Aller au guide croquettes',
  },
  {
    seeMenu: 'Het menu bekijken',
    meals_three_times_a_week: 'Drie keer per week',
    meals_three_times_a_week_hint: 'Natvoer op drie dagen van de zeven, alleen brokken op de andere dagen.',
    meals_every_day: 'Elke dag',
    meals_every_day_hint: 'Elke dag een maaltijd natvoer, naast zijn brokken.',
    mealsLabel: 'Hoe vaak natvoer',
    chooseMeals: 'Kies hoe vaak u natvoer geeft.',
    kibbleLabel: 'Zijn brokken',
    recipesLabel: (max: number) => `Zijn natvoerrecepten (maximaal ${max})`,
    recipesCount: (n: number, max: number) => `${n} van ${max} gekozen`,
    suggested: 'Aanbevolen voor hem',
    chooseRecipe: 'Kies minstens één recept.',
    tooManyRecipes: (max: number) => `U kunt maximaal ${max} recepten kiezen.`,
    chooseKibble: 'Kies zijn brokken.',
    kibbleOnDryDays: (grams: number) => `${grams} g brokken op dagen zonder natvoer`,
    kibbleOnWetDays: (grams: number) => `${grams} g brokken op dagen met natvoer`,
    recipePerWetDay: (grams: number) => `${grams} g per natvoermaaltijd`,
    recipeDays: (days: string) => `${days} dag(en) per week`,
    packLasts: (pack: string, days: number) => `Een verpakking van ${pack} gaat ongeveer ${days} dagen mee.`,
    noSuggestedFrequency: 'Deze verpakking gaat minder dan 3 weken mee: kies de frequentie die u past.',
    seeProduct: (name: string) => `Productpagina ${name} bekijken`,
    purchaseMode: 'Manier van kopen',
    buyOnce: 'Eenmalige aankoop',
    subscribe: 'Abonnement',
    subscriptionTerms: (percent: number, deliveries: number) =>
      `−${percent} % op elke bestelling, minimaal ${deliveries} leveringen`,
    frequency: 'Leveringsfrequentie',
    format: 'Verpakking',
    addToCart: 'In winkelmand',
    added: 'Toegevoegd aan uw winkelmand.',
    viewCart: 'Mijn winkelmand bekijken',
    checksTitle: 'Wij kunnen u dit menu niet aanraden',
    toKibbleGuide: 'Naar de brokkengids',
  },
);

/** In a part: the guide's texts and the parts' own. */
export function useGuidePartMessages() {
  return { ...useMessages(guideMessages), ...useMessages(guidePartMessages) };
}
