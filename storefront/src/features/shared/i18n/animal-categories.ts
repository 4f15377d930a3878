import type { Locale } from './locales.ts';

/** The top categories per animal, whose slugs the 404 page and the header link to (spec §2: /hond/, /kat/). */
export const animalCategorySlugs: Record<Locale, { dog: string; cat: string }> = {
  fr: { dog: 'chien', cat: 'chat' },
  nl: { dog: 'hond', cat: 'kat' },
};
