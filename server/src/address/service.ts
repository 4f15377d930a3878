// The address book's rules: a customer sees and changes only their own addresses (another's is a 404, never a
// 403); the first address, or one asked to be the favourite, becomes the default. No HTTP here.
import type { AddressFormValues as AddressForm } from '@gamelle/contract/address/rules';
import { addressFields, defaultAfterCreate, defaultAfterUpdate } from '@gamelle/contract/address/favourite';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { notFound } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import * as repository from './repository.ts';
import { addressView } from './view.ts';

export async function listAddresses(services: Services, customerId: number) {
  const rows = await repository.addressesOf(services.db, customerId);
  const defaultId = await repository.defaultAddressId(services.db, customerId);
  return {
    '@context': '/api/v2/contexts/Address',
    ...hydraCollection(
      rows.map((r) => addressView(r, defaultId)),
      '/api/v2/shop/addresses',
    ),
  };
}

export async function readAddress(services: Services, customerId: number, id: number | null) {
  return addressView(
    await ownAddress(services, customerId, id),
    await repository.defaultAddressId(services.db, customerId),
  );
}

export async function createAddress(services: Services, customerId: number, body: AddressForm) {
  const id = await repository.insertAddress(services.db, customerId, columns(body));
  const current = await repository.defaultAddressId(services.db, customerId);
  const next = defaultAfterCreate(current, id, body.isDefault);
  if (next !== null && next !== current) await repository.setDefaultAddress(services.db, customerId, next);
  return readAddress(services, customerId, id);
}

export async function updateAddress(services: Services, customerId: number, id: number | null, body: AddressForm) {
  const address = await ownAddress(services, customerId, id);
  await repository.updateAddress(services.db, customerId, address.id, columns(body));
  const current = await repository.defaultAddressId(services.db, customerId);
  const next = defaultAfterUpdate(current, address.id, body.isDefault);
  if (next !== null && next !== current) await repository.setDefaultAddress(services.db, customerId, next);
  return readAddress(services, customerId, address.id);
}

export async function deleteAddress(services: Services, customerId: number, id: number | null): Promise<void> {
  const address = await ownAddress(services, customerId, id);
  await repository.deleteAddress(services.db, customerId, address.id);
}

async function ownAddress(services: Services, customerId: number, id: number | null): Promise<repository.AddressRow> {
  const row = id === null ? undefined : await repository.findOwnAddress(services.db, customerId, id);
  if (!row) throw notFound('Address not found');
  return row;
}

function columns(body: AddressForm): repository.AddressColumns {
  const f = addressFields(body);
  return {
    alias: f.alias,
    company: f.company,
    first_name: f.firstName,
    last_name: f.lastName,
    country_code: f.countryCode,
    province_code: f.provinceCode,
    province_name: f.provinceName,
    street: f.street,
    street2: f.street2,
    postcode: f.postcode,
    city: f.city,
    phone_number: f.phoneNumber,
    phone_number2: f.phoneNumber2,
    delivery_instructions: f.deliveryInstructions,
  };
}
