import type { Locale } from './locales.ts';
import { useLocale } from './use-locale.ts';

/** A message is a string, or a function of its values for plurals and interpolation. */
export type Message = string | ((...values: never[]) => string);

/** The Dutch catalogue must have exactly the French one's keys, with the same call signatures. */
export type Translation<T extends Record<string, Message>> = {
  [K in keyof T]: T[K] extends (...values: infer A) => string ? (...values: A) => string : string;
};

/**
 * Declares one feature's messages in both languages. Catalogues live next to the feature that uses them, so a
 * route's bundle only carries the strings of the features it renders; a key missing or extra in Dutch is a
 * type error.
 */
export function defineMessages<const T extends Record<string, Message>>(
  fr: T,
  nl: Translation<NoInfer<T>>,
): Record<Locale, Translation<T>> {
  return { fr: fr as unknown as Translation<T>, nl };
}

/** The current locale's catalogue of a feature. */
export function useMessages<T>(catalogue: Record<Locale, T>): T {
  return catalogue[useLocale()];
}
