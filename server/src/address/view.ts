import { shopIri } from '@gamelle/contract/shared/jsonld';
import { addressSchema } from '@gamelle/contract/address/schema';
import { checked } from '../shared/http/checked.ts';
import type { AddressRow } from './repository.ts';

/** An address as the Shop API answers it; `isDefault` says whether it is the customer's favourite. */
export function addressView(address: AddressRow, defaultAddressId: number | null) {
  return checked(
    addressSchema,
    {
      '@id': shopIri('addresses', address.id),
      '@type': 'Address',
      id: address.id,
      alias: address.alias,
      company: address.company,
      firstName: address.first_name,
      lastName: address.last_name,
      countryCode: address.country_code,
      provinceCode: address.province_code,
      provinceName: address.province_name,
      street: address.street,
      street2: address.street2,
      postcode: address.postcode,
      city: address.city,
      phoneNumber: address.phone_number,
      phoneNumber2: address.phone_number2,
      deliveryInstructions: address.delivery_instructions,
      customer: shopIri('customers', address.customer_id),
      isDefault: address.id === defaultAddressId,
    },
    'address',
  );
}
