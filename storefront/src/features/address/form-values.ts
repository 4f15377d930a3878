import { phoneCountryOf } from '@gamelle/contract/address/phone';
import type { CountryCode } from '@gamelle/contract/shared/locales';

/** What an address saved in the book and an address kept on an order have in common with the address form. */
export interface StoredAddress {
  firstName: string;
  lastName: string;
  company?: string | null;
  countryCode: CountryCode;
  provinceCode?: string | null;
  street: string;
  street2?: string | null;
  postcode: string;
  city: string;
  phoneNumber: string;
  phoneNumber2?: string | null;
  deliveryInstructions?: string | null;
}

/**
 * A stored address as the address form edits it (the address book, the checkout's address step): what is missing is
 * an empty field, and each phone's country is read from its number (an empty second phone takes the first's).
 */
export function addressFormValues(address: StoredAddress) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    countryCode: address.countryCode,
    provinceCode: address.provinceCode ?? '',
    street: address.street,
    street2: address.street2 ?? '',
    postcode: address.postcode,
    city: address.city,
    phoneNumber: address.phoneNumber,
    phoneNumberCountry: phoneCountryOf(address.phoneNumber),
    phoneNumber2: address.phoneNumber2 ?? '',
    phoneNumber2Country: phoneCountryOf(address.phoneNumber2 || address.phoneNumber),
    deliveryInstructions: address.deliveryInstructions ?? '',
  };
}
