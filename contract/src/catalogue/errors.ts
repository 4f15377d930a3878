// Codes of the catalogue's own refusals (the 400 of a bad review-page query), with the texts the server and the
// mocks send in both shop languages.
export const catalogueErrorTexts = {
  review_product_code_missing: {
    fr: 'Indiquez le code du produit (productCode).',
    nl: 'Geef de productcode op (productCode).',
  },
  review_page_invalid: {
    fr: 'La page doit être un nombre entier supérieur ou égal à 1.',
    nl: 'De pagina moet een geheel getal van minstens 1 zijn.',
  },
  review_items_per_page_invalid: {
    fr: "Le nombre d'avis par page (itemsPerPage) doit être un nombre entier de 1 à 50.",
    nl: 'Het aantal beoordelingen per pagina (itemsPerPage) moet een geheel getal van 1 tot 50 zijn.',
  },
  review_rating_invalid: {
    fr: 'La note (rating) doit être un nombre entier de 1 à 5.',
    nl: 'De score (rating) moet een geheel getal van 1 tot 5 zijn.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;

export type CatalogueErrorCode = keyof typeof catalogueErrorTexts;
