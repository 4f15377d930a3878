import { PetForm, type PetFormVariantName } from '@gamelle/design-system';
import { breedsOf } from '../pet/index.ts';
import { heldUntilHydrated, useLocale } from '../shared/index.ts';

/**
 * The guides' steps in the design system's pet form (the kibble guide's profile, shape and diet, the bi-nutrition
 * guides' profile): a chunk of its own (issue 19, guide-parts.ts), so react-hook-form, the schema and the fields stay
 * out of the step pages' first load. Server-rendered in place, hydrated after the first paint; a « Suivant » pressed
 * meanwhile is held, then sent (held-submits.ts), with what was typed or chosen (keepTypedValues).
 */
export function GuidePetFormPart({
  variant,
  withBreeds = false,
  defaultValues,
  onSubmit,
  submitLabel,
}: {
  variant: PetFormVariantName;
  /** The breed field's list (the kibble guide's profile asks the breed). */
  withBreeds?: boolean;
  defaultValues: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  submitLabel: string;
}) {
  const locale = useLocale();
  return (
    <PetForm
      variant={variant}
      breeds={withBreeds ? (type) => breedsOf(type, locale) : []}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      formAttributes={heldUntilHydrated}
    />
  );
}
