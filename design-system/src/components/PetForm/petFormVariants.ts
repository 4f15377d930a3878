// Which fields, schema and completeness rule each pet form uses (spec §5 "Pet forms", §4 "Forms").
import { isFormComplete, type FormCompleteness } from '@gamelle/contract/shared/form-complete';
import {
  biNutritionProfileSchema,
  PET_BIRTHDAY_GROUP,
  petFormSchema,
  petGuideDietSchema,
  petGuideProfileSchema,
  petGuideShapeSchema,
} from '@gamelle/contract/pet/rules';
import type { z } from 'zod/mini';

/** Groups of fields, shown in this order. `catProfile` is the profile without type, gender and breed. */
export type PetFormSection = 'profile' | 'catProfile' | 'shape' | 'diet';

interface PetFormVariant {
  schema: z.core.$ZodType;
  /** `{form}` of the message keys. */
  formName: string;
  sections: readonly PetFormSection[];
  /** The type is fixed for the bi-nutrition guide: cats only. */
  petType?: 'cat';
}

export const PET_FORM_VARIANTS = {
  /** Add or edit a pet in the account: every field; weight below 100 kg, below 13 kg for a cat. */
  account: { schema: petFormSchema, formName: 'pet', sections: ['profile', 'shape', 'diet'] },
  /** Kibble guide, step 1 to 3 (weight below 100 kg in step 2). */
  guideProfile: { schema: petGuideProfileSchema, formName: 'petGuideProfile', sections: ['profile'] },
  guideShape: { schema: petGuideShapeSchema, formName: 'petGuideShape', sections: ['shape'] },
  guideDiet: { schema: petGuideDietSchema, formName: 'petGuideDiet', sections: ['diet'] },
  /** Bi-nutrition guides, cats only: weight between 1 and 13 kg. */
  biNutrition: {
    schema: biNutritionProfileSchema,
    formName: 'biNutritionProfile',
    sections: ['catProfile', 'shape'],
    petType: 'cat',
  },
} as const satisfies Record<string, PetFormVariant>;

export type PetFormVariantName = keyof typeof PET_FORM_VARIANTS;

const requiredBySection: Record<PetFormSection, readonly string[]> = {
  profile: ['type', 'gender', 'name', 'breed', 'sterilized'],
  catProfile: ['name', 'sterilized'],
  shape: ['weight', 'condition', 'activity'],
  diet: ['feature', 'feeds', 'kibbleBrand'],
};

/** Required fields of the variant, plus the birthday alternative (date, or years or months) when it has one. */
export function petFormCompleteness(variant: PetFormVariantName): FormCompleteness {
  const sections = PET_FORM_VARIANTS[variant].sections as readonly PetFormSection[];
  const withBirthday = sections.includes('profile') || sections.includes('catProfile');
  return {
    required: sections.flatMap((section) => requiredBySection[section]),
    alternatives: withBirthday ? [PET_BIRTHDAY_GROUP] : [],
  };
}

export function isPetFormComplete(variant: PetFormVariantName, values: Record<string, unknown>): boolean {
  return isFormComplete(values, petFormCompleteness(variant));
}
