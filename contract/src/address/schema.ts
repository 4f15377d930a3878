// Addresses of the customer (spec §3): the resource, its list, and the POST/PUT body.
import { z } from 'zod/mini';
import { COUNTRIES } from '../shared/locales.ts';
import { hydraCollectionSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { addressFormSchema } from './rules.ts';

const optional = z.optional(z.nullable(z.string()));

export const addressSchema = z.object({
  ...jsonLdFieldsOf('Address'),
  id: z.number().check(z.int()),
  alias: optional,
  company: optional,
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.enum(COUNTRIES),
  provinceCode: optional,
  provinceName: optional,
  street: z.string(),
  street2: optional,
  postcode: z.string(),
  city: z.string(),
  /** E.164 (`+33612345678`). */
  phoneNumber: z.string(),
  phoneNumber2: optional,
  deliveryInstructions: optional,
  /** The customer's favourite address. */
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /shop/addresses */
export const addressCollectionSchema = hydraCollectionSchema(addressSchema);

/**
 * POST /shop/addresses and PUT /shop/addresses/{id}: the address form's rules, so the server refuses what the
 * form refuses. Send phone numbers in E.164 (`toE164`); the phone-country fields may then be left out.
 */
export const addressBodySchema = addressFormSchema;
export type AddressBody = z.input<typeof addressFormSchema>;
