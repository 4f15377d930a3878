// The checkout calls (Sylius Shop API shapes; spec §7 does not show them): address, shipping, payment, complete.
import { z } from 'zod';
import { addressFormSchema } from '../address/rules.ts';
import { COUNTRIES } from '../shared/locales.ts';
import { hydraCollectionSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { priceSchema } from '../shared/money-schema.ts';

/** Home delivery by the country's carrier, or a relay (pickup) point. */
export const SHIPPING_METHOD_CODES = ['home_delivery', 'pickup_point'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];

/**
 * Card and PayPal go through the payment provider's page; Bancontact only with Stripe and for Belgium; bank
 * transfer and cheque wait in `awaiting_payment` until an operator records the money; `free` is the only method
 * of an order whose total is 0 (payment skipped).
 */
export const PAYMENT_METHOD_CODES = ['card', 'paypal', 'bancontact', 'bank_transfer', 'cheque', 'free'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** A payment attempt's own states (Sylius' payment state machine). */
export const PAYMENT_ATTEMPT_STATES = [
  'cart',
  'new',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/** PUT /shop/orders/{token}: the checkout's address step. The shipping address defaults to the billing one. */
export const checkoutAddressBodySchema = z.object({
  email: z.email({ error: 'invalid_email' }).optional(),
  billingAddress: addressFormSchema,
  shippingAddress: addressFormSchema.optional(),
});
export type CheckoutAddressBody = z.input<typeof checkoutAddressBodySchema>;

/** An address as the order keeps it (a copy: editing the address book later does not change the order). */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  countryCode: z.enum(COUNTRIES),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  phoneNumber: z.string(),
  phoneNumber2: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The copy an order keeps of an address the address step sent (server and mocks alike): what was left out is null. */
export function orderAddressOf(a: z.output<typeof addressFormSchema>): OrderAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company ?? null,
    countryCode: a.countryCode,
    provinceCode: a.provinceCode ?? null,
    provinceName: a.provinceName ?? null,
    street: a.street,
    street2: a.street2 ?? null,
    postcode: a.postcode,
    city: a.city,
    phoneNumber: a.phoneNumber,
    phoneNumber2: a.phoneNumber2 ?? null,
    deliveryInstructions: a.deliveryInstructions ?? null,
  };
}

/** GET /shop/orders/{token}/shipments/{id}/methods: one carrier offer with its price for this cart. */
export const shippingMethodSchema = z.object({
  ...jsonLdFieldsOf('ShippingMethod'),
  code: z.enum(SHIPPING_METHOD_CODES),
  name: z.string(),
  carrier: z.string(),
  description: z.string(),
  /** What shipping costs this cart with this method (0 above the free-shipping threshold). */
  price: priceSchema,
  /** Whether a pickup point must be chosen with it. */
  requiresPickupPoint: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodCollectionSchema = hydraCollectionSchema(shippingMethodSchema);

export const openingHoursSchema = z.object({
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  day: z.number().int().min(1).max(7),
  opens: z.string().regex(/^\d\d:\d\d$/),
  closes: z.string().regex(/^\d\d:\d\d$/),
});

/** A relay point (GET /shop/pickup-points). */
export const pickupPointSchema = z.object({
  ...jsonLdFieldsOf('PickupPoint'),
  code: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.enum(COUNTRIES),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema),
  active: z.boolean(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;
export const pickupPointCollectionSchema = hydraCollectionSchema(pickupPointSchema);

/** GET /shop/pickup-points query. */
export const pickupPointQuerySchema = z.object({
  countryCode: z.enum(COUNTRIES, { error: 'invalid' }),
  postcode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(16, { error: 'too_long' }),
  shippingMethod: z.enum(SHIPPING_METHOD_CODES, { error: 'invalid' }).optional(),
});

/** The last segment of an IRI, or the value itself. */
const codeOrIri = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .transform((v) => v.slice(v.lastIndexOf('/') + 1));

/** PATCH /shop/orders/{token}/shipments/{id} */
export const chooseShippingBodySchema = z.object({
  shippingMethod: codeOrIri,
  pickupPoint: codeOrIri.nullable().optional(),
});
export type ChooseShippingBody = z.input<typeof chooseShippingBodySchema>;

/** GET /shop/orders/{token}/payments/{id}/methods */
export const paymentMethodSchema = z.object({
  ...jsonLdFieldsOf('PaymentMethod'),
  code: z.enum(PAYMENT_METHOD_CODES),
  name: z.string(),
  description: z.string(),
  /** Service fee this method adds to the order. */
  fee: priceSchema,
  /** Paid later (transfer, cheque): the order waits in `awaiting_payment`. */
  delayed: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodCollectionSchema = hydraCollectionSchema(paymentMethodSchema);

/** PATCH /shop/orders/{token}/payments/{id} */
export const choosePaymentBodySchema = z.object({ paymentMethod: codeOrIri });
export type ChoosePaymentBody = z.input<typeof choosePaymentBodySchema>;

/** PATCH /shop/orders/{token}/complete: `expectedTotal` is the total the customer saw on the summary. */
export const completeOrderBodySchema = z.object({
  notes: z.string().max(1000, { error: 'too_long' }).nullable().optional(),
  expectedTotal: z.number({ error: 'required' }).int({ error: 'invalid' }).nonnegative({ error: 'invalid' }),
});
export type CompleteOrderBody = z.input<typeof completeOrderBodySchema>;

/**
 * GET /shop/orders/{token}/payments/{id}/configuration: where the customer goes next. `redirect` to the
 * provider's page (card, PayPal, Bancontact); `instructions` for a transfer or cheque; `none` when nothing is due.
 */
export const paymentConfigurationSchema = z.object({
  provider: z.enum(['test_gateway', 'stripe', 'offline', 'none']),
  action: z.enum(['redirect', 'instructions', 'none']),
  redirectUrl: z.string().nullable(),
  instructions: z
    .object({
      payee: z.string(),
      iban: z.string().nullable(),
      bic: z.string().nullable(),
      address: z.string().nullable(),
      reference: z.string(),
      amount: priceSchema,
    })
    .nullable(),
});
export type PaymentConfiguration = z.infer<typeof paymentConfigurationSchema>;
