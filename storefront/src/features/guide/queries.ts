// The guides' data in the query cache: the customer's pets (the same calls as the account's pet screens, under the
// same `['customer', id, 'pets']` prefix, so a pet saved anywhere marks these stale too), a pet's recommendations
// and its bi-nutrition choices and menu. Calls go through the contract's client in the page's language.
import { guideCalls } from '@gamelle/contract/guide/api';
import type { BiNutritionMenuBody } from '@gamelle/contract/guide/pet-guide';
import { petCalls, type AnimalRequestBody } from '@gamelle/contract/pet/api';
import type { Animal } from '@gamelle/contract/pet/schema';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiConfig, countryOr, readCookies, type Locale } from '../shared/index.ts';

export const guideKeys = {
  pets: (customerId: number) => ['customer', customerId, 'pets'] as const,
  list: (customerId: number, locale: Locale) => ['customer', customerId, 'pets', 'list', locale] as const,
  one: (customerId: number, locale: Locale, id: number) => ['customer', customerId, 'pets', 'one', locale, id] as const,
  recommendations: (customerId: number, locale: Locale, id: number) =>
    ['customer', customerId, 'pets', 'guide', locale, id, 'recommendations'] as const,
  choices: (customerId: number, locale: Locale, id: number) =>
    ['customer', customerId, 'pets', 'guide', locale, id, 'bi-nutrition-recipes'] as const,
  menu: (customerId: number, locale: Locale, id: number, body: BiNutritionMenuBody) =>
    ['customer', customerId, 'pets', 'guide', locale, id, 'bi-nutrition-menu', body] as const,
};

function config(locale: Locale) {
  return apiConfig(locale, countryOr(readCookies(), locale));
}

export function guideClient(locale: Locale) {
  return { pets: petCalls(config(locale)), guide: guideCalls(config(locale)) };
}

/** GET /shop/animals: the customer's pets with their age today. */
export function guidePetsQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: guideKeys.list(customerId, locale),
    queryFn: ({ signal }) => guideClient(locale).pets.list({ signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/animals/{id}: the owner's pet (404 for another customer's or an unknown id). */
export function guidePetQuery(locale: Locale, customerId: number, id: number) {
  return queryOptions({
    queryKey: guideKeys.one(customerId, locale, id),
    queryFn: ({ signal }) => guideClient(locale).pets.get(id, { signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/animals/{id}/recommendations: the kibble guide's result for the stored pet. */
export function recommendationsQuery(locale: Locale, customerId: number, id: number) {
  return queryOptions({
    queryKey: guideKeys.recommendations(customerId, locale, id),
    queryFn: ({ signal }) => guideClient(locale).guide.recommendations(id, { signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/animals/{id}/bi-nutrition-recipes: the kibbles and recipes offered to the cat. */
export function biNutritionChoicesQuery(locale: Locale, customerId: number, id: number) {
  return queryOptions({
    queryKey: guideKeys.choices(customerId, locale, id),
    queryFn: ({ signal }) => guideClient(locale).guide.biNutritionRecipes(id, { signal }),
    staleTime: 30_000,
  });
}

/** POST /shop/animals/{id}/bi-nutrition-menu: a read in all but its verb (it changes nothing), so it is cached. */
export function biNutritionMenuQuery(locale: Locale, customerId: number, id: number, body: BiNutritionMenuBody) {
  return queryOptions({
    queryKey: guideKeys.menu(customerId, locale, id, body),
    queryFn: ({ signal }) => guideClient(locale).guide.biNutritionMenu(id, body, { signal }),
    staleTime: 30_000,
  });
}

/** Saves the pet's answers (PUT, the whole form) and marks every pet and guide query of the customer stale. */
export function useSavePet(locale: Locale, customerId: number) {
  const queryClient = useQueryClient();
  return async (id: number, body: AnimalRequestBody): Promise<Animal> => {
    const pet = await guideClient(locale).pets.update(id, body);
    queryClient.setQueryData(guideKeys.one(customerId, locale, id), pet);
    await queryClient.invalidateQueries({
      queryKey: guideKeys.pets(customerId),
      predicate: (query) => !(query.queryKey[3] === 'one' && query.queryKey[4] === locale && query.queryKey[5] === id),
    });
    return pet;
  };
}
