import type { AnimalRequestBody } from '@gamelle/contract/pet/api';
import type { Animal } from '@gamelle/contract/pet/schema';
import { PetForm, type PetFormVariantName } from '@gamelle/design-system';
import { breedsOf } from '../pet/index.ts';
import { heldUntilHydrated, useLocale } from '../shared/index.ts';
import type { KibbleGuideSearch } from './guide-search.ts';
import { answersOf, petBodyWith, valuesWithAnswers, type GuideAnswers } from './pet-values.ts';

/**
 * The guides' steps in the design system's pet form (the kibble guide's profile, shape and diet, the bi-nutrition
 * guides' profile): a chunk of its own (issue 19, guide-parts.ts), so react-hook-form, the schema and the fields stay
 * out of the step pages' first load. Server-rendered in place, hydrated after the first paint; a « Suivant » pressed
 * meanwhile is held, then sent (held-submits.ts), with what was typed or chosen (keepTypedValues). Between the pet,
 * the URL's answers and the form's values (pet-values.ts, with the breeds' list) here too: the pages get answers.
 */
export function GuidePetFormPart({
  variant,
  withBreeds = false,
  pet,
  answers,
  onAnswers,
  submitLabel,
}: {
  variant: PetFormVariantName;
  /** The breed field's list (the kibble guide's profile asks the breed). */
  withBreeds?: boolean;
  pet: Animal;
  /** The answers given so far (the URL's), over the pet's values in the form. */
  answers: KibbleGuideSearch;
  /** The step's answers, and the pet's PUT body with answers laid over it (to save). */
  onAnswers: (answers: GuideAnswers, bodyWith: (answers: KibbleGuideSearch) => AnimalRequestBody) => Promise<void>;
  submitLabel: string;
}) {
  const locale = useLocale();
  return (
    <PetForm
      variant={variant}
      breeds={withBreeds ? (type) => breedsOf(type, locale) : []}
      defaultValues={valuesWithAnswers(pet, answers, locale)}
      onSubmit={(values) => onAnswers(answersOf(values), (all) => petBodyWith(pet, all, locale))}
      submitLabel={submitLabel}
      formAttributes={heldUntilHydrated}
    />
  );
}
