export { FormError, type FormErrorProps } from './FormError.tsx';
export { formErrorText } from './formErrorText.ts';
