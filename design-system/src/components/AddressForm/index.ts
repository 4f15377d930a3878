export { AddressForm, type AddressFormProps } from './AddressForm.tsx';
export { BELGIAN_PROVINCES } from './belgianProvinces.ts';
