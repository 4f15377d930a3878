export { FormScope, useFormScope, type FormScopeProps } from './FormScope.tsx';
export { fieldErrorLookup, isMessageKey, type FieldErrorInput, type FieldErrorParams } from './fieldError.ts';
export { resolveFieldError } from './resolveFieldError.ts';
export { useField, type FieldBaseProps, type FieldIds, type FieldState } from './useField.ts';
