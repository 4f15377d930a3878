// The favourite (default) address rule of spec §5 and the body's optional fields, shared by the server and the
// mocks so both answer alike. No zod here.
import type { AddressFormValues as AddressForm } from './rules.ts';

/** The first address, or one asked to be the favourite, becomes the default. */
export function defaultAfterCreate(current: number | null, created: number, asked: boolean | undefined): number | null {
  return asked || current === null ? created : current;
}

/** An edit asked to be the favourite becomes the default; otherwise the default stays. */
export function defaultAfterUpdate(current: number | null, edited: number, asked: boolean | undefined): number | null {
  return asked ? edited : current;
}

/** Deleting the favourite leaves the customer without one (spec §5 picks no other). */
export function defaultAfterDelete(current: number | null, deleted: number): number | null {
  return current === deleted ? null : current;
}

export type AddressFields = {
  [
    K in Exclude<keyof AddressForm, 'isDefault' | 'phoneNumberCountry' | 'phoneNumber2Country'>
  ]-?: undefined extends AddressForm[K] ? Exclude<AddressForm[K], undefined> | null : AddressForm[K];
};

/**
 * An address body with every optional field present (null when not given), as stored and answered; the phone
 * countries only help parse the numbers and are not stored.
 */
export function addressFields(body: AddressForm): AddressFields {
  return {
    alias: body.alias ?? null,
    company: body.company ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    countryCode: body.countryCode,
    provinceCode: body.provinceCode ?? null,
    provinceName: body.provinceName ?? null,
    street: body.street,
    street2: body.street2 ?? null,
    postcode: body.postcode,
    city: body.city,
    phoneNumber: body.phoneNumber,
    phoneNumber2: body.phoneNumber2 ?? null,
    deliveryInstructions: body.deliveryInstructions ?? null,
  };
}
