export { PromoCodeField, type PromoCodeFieldProps } from './PromoCodeField.tsx';
