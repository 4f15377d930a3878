import { PetForm, PetPhotoDialog } from '@gamelle/design-system';
import type { ComponentProps } from 'react';
import { heldUntilHydrated, useLocale } from '../shared/index.ts';
import { breedsOf } from './form-values.ts';

/**
 * The pet form of the add/edit page, a chunk of its own (issue 19): react-hook-form, the schema and the fields stay
 * out of the page's first load. Server-rendered in place, hydrated after the first paint (PetFormPage.tsx); a save
 * pressed meanwhile is held, then sent (held-submits.ts), and what was typed or chosen stays (keepTypedValues).
 */
export function PetFormPart({
  defaultValues,
  onSubmit,
  submitLabel,
}: {
  defaultValues: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  submitLabel: string;
}) {
  const locale = useLocale();
  return (
    <PetForm
      breeds={(type) => breedsOf(type, locale)}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      formAttributes={heldUntilHydrated}
    />
  );
}

/** The photo dialog and its button, from the same chunk (its own form carries react-hook-form too). */
export function PetPhotoPart(props: ComponentProps<typeof PetPhotoDialog>) {
  return <PetPhotoDialog {...props} />;
}
