import type { Locale } from '../../lib/i18n/locales.ts';

/** The top categories per animal, whose slugs the 404 page and the header link to (spec §2: /hond/, /kat/). */
export const animalCategorySlugs: Record<Locale, { dog: string; cat: string }> = {
  fr: { dog: 'chien', cat: 'chat' },
  nl: { dog: 'hond', cat: 'kat' },
};
