export { PetForm, type PetFormProps } from './PetForm.tsx';
export { BodyConditionPicker, type BodyConditionPickerProps } from './BodyConditionPicker.tsx';
export {
  PET_FORM_VARIANTS,
  petFormCompleteness,
  isPetFormComplete,
  type PetFormVariantName,
} from './petFormVariants.ts';
