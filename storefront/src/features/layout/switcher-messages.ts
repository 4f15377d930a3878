import { defineMessages } from '../shared/index.ts';

/** The country and language switcher's strings: loaded with it, on intent or at idle (SiteHeader.tsx). */
export const switcherMessages = defineMessages(
  {
    switcherTitle: 'Pays et langue',
    switcherSummary: (country: string, language: string) => `Pays et langue\u00a0: ${country}, ${language}`,
    country: 'Pays',
    language: 'Langue',
    countryBe: 'Belgique',
    countryFr: 'France',
    countryLu: 'Luxembourg',
    shippingHint: 'Les frais de livraison et la livraison offerte suivent le pays choisi, panier compris.',
    languageFr: 'Français',
    languageNl: 'Nederlands',
    apply: 'Valider',
  },
  {
    switcherTitle: 'Land en taal',
    switcherSummary: (country: string, language: string) => `Land en taal: ${country}, ${language}`,
    country: 'Land',
    language: 'Taal',
    countryBe: 'België',
    countryFr: 'Frankrijk',
    countryLu: 'Luxemburg',
    shippingHint: 'Verzendkosten en gratis levering volgen het gekozen land, ook in uw winkelmandje.',
    languageFr: 'Français',
    languageNl: 'Nederlands',
    apply: 'Bevestigen',
  },
);
