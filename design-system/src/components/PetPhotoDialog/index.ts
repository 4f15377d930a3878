export { PetPhotoDialog, type PetPhotoDialogProps, type PetPhotoChange } from './PetPhotoDialog.tsx';
export { PET_PHOTO_MAX_MB, PET_PHOTO_TYPES, type PhotoRotation } from './photoRules.ts';
