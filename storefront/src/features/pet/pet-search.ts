// The pet pages' notices in the URL, read by the routes' validateSearch: the router keeps every route's search
// reader in the shell that all pages load, so this file imports nothing (the pet screens stay route-split).

export interface PetsSearch {
  notice?: 'deleted';
  /** The deleted pet's name, for the notice (its page is gone). */
  name?: string;
}

export interface PetSearch {
  notice?: 'created' | 'saved';
}

export function readPetsSearch(search: Record<string, unknown>): PetsSearch {
  if (search.notice !== 'deleted') return {};
  const name = typeof search.name === 'string' ? search.name.trim().slice(0, 255) : '';
  return name ? { notice: 'deleted', name } : { notice: 'deleted' };
}

export function readPetSearch(search: Record<string, unknown>): PetSearch {
  return search.notice === 'created' || search.notice === 'saved' ? { notice: search.notice } : {};
}

/** The guides whose entrance sends a customer without a pet to the add form, to come back with the new pet. */
export const PET_FORM_GUIDES = ['kibble', 'full', 'short'] as const;
export type PetFormGuide = (typeof PET_FORM_GUIDES)[number];

export interface PetFormSearch {
  /**
   * The guide to go on with once the pet is created (issue 16: "no pet → create one first"). The guide's own name,
   * not a free target: the page builds the guide's URL for the new pet itself, so there is nothing to check.
   */
  guide?: PetFormGuide;
}

export function readPetFormSearch(search: Record<string, unknown>): PetFormSearch {
  const guide = PET_FORM_GUIDES.find((name) => name === search.guide);
  return guide ? { guide } : {};
}
