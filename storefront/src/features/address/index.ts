// The address feature's only door: the address book screen (and its texts, for its stories).
export { AddressesPage } from './AddressesPage.tsx';
export { addressFormValues } from './form-values.ts';
export { addressMessages } from './messages.ts';
