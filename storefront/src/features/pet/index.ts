// The pet feature's only door: the customer's pets, one pet's profile, and the add/edit form page.
export { PetsPage } from './PetsPage.tsx';
export { PetPage } from './PetPage.tsx';
export { PetFormPage, preloadPetForm } from './PetFormPage.tsx';
export { petMessages } from './messages.ts';
export { petKeys, petQuery, petsQuery } from './queries.ts';
export {
  readPetFormSearch,
  readPetSearch,
  readPetsSearch,
  type PetFormGuide,
  type PetFormSearch,
  type PetSearch,
  type PetsSearch,
} from './pet-search.ts';
export { petIdOf } from './pet-id.ts';
export { breedsOf, petFormValues } from './form-values.ts';
