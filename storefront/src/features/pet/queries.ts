// The customer's pets in the query cache: prefetched by the account routes' loaders (server render) and read by the
// pet screens; a save writes the pet back and marks the list stale.
import { petCalls } from '@gamelle/contract/pet/api';
import type { Animal } from '@gamelle/contract/pet/schema';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { accountClient } from '../customer/index.ts';
import type { Locale } from '../shared/index.ts';

export const petKeys = {
  all: (customerId: number) => ['customer', customerId, 'pets'] as const,
  list: (customerId: number, locale: Locale) => ['customer', customerId, 'pets', 'list', locale] as const,
  one: (customerId: number, locale: Locale, id: number) => ['customer', customerId, 'pets', 'one', locale, id] as const,
};

export function petClient(locale: Locale) {
  return petCalls(accountClient(locale).shop);
}

/** GET /shop/animals: the customer's pets with their age today. */
export function petsQuery(locale: Locale, customerId: number) {
  return queryOptions({
    queryKey: petKeys.list(customerId, locale),
    queryFn: ({ signal }) => petClient(locale).list({ signal }),
    staleTime: 30_000,
  });
}

/** GET /shop/animals/{id}: the owner's pet (404 another customer's or an unknown id). */
export function petQuery(locale: Locale, customerId: number, id: number) {
  return queryOptions({
    queryKey: petKeys.one(customerId, locale, id),
    queryFn: ({ signal }) => petClient(locale).get(id, { signal }),
    staleTime: 30_000,
  });
}

/** Writes a saved pet into the cache (so its page shows it at once) and marks every other pet query stale. */
export function usePetSaved(locale: Locale, customerId: number) {
  const queryClient = useQueryClient();
  return async (pet: Animal) => {
    queryClient.setQueryData(petKeys.one(customerId, locale, pet.id), pet);
    await queryClient.invalidateQueries({
      queryKey: petKeys.all(customerId),
      predicate: (query) => query.queryKey[3] === 'list' || query.queryKey[4] !== locale,
    });
  };
}

/** Forgets a deleted pet (after its page was left, so nothing shown asks for it again) and marks the list stale. */
export function usePetDeleted(customerId: number) {
  const queryClient = useQueryClient();
  return async (id: number) => {
    queryClient.removeQueries({ queryKey: petKeys.all(customerId), predicate: (query) => query.queryKey[5] === id });
    await queryClient.invalidateQueries({ queryKey: petKeys.all(customerId) });
  };
}
