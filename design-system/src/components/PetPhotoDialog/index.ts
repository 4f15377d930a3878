export { PetPhotoDialog, type PetPhotoDialogProps, type PetPhotoChange } from './PetPhotoDialog.tsx';
export { type PhotoRotation } from './photoRules.ts';
