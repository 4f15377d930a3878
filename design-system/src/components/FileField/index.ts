export { FileField, type FileFieldProps } from './FileField.tsx';
export { fileErrorCode, matchesAccept, type FileErrorCode, type FileRules } from './fileRules.ts';
