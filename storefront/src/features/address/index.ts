// The address feature's only door: the address book screen.
export { AddressesPage } from './AddressesPage.tsx';
export { addressFormValues } from './form-values.ts';
